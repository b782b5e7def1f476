/** The gift e-mails: the buyer's receipt, and the recipient's gift with its redeem link. */
import { layout } from './templates'

/** "1 month", "3 months": a gift's length in the e-mails and on Stripe's page. */
export const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`)

export function giftReceiptEmail(
  site: string,
  receipt: { buyerName: string; recipient: string; months: number; amount: string; card: string | null; sendOn: string; paidOn: string; reference: string },
) {
  return {
    subject: `Your ${site} gift receipt: ${monthsText(receipt.months)} of Premium`,
    ...layout(
      site,
      [
        `Hi ${receipt.buyerName},`,
        `Thank you for giving ${monthsText(receipt.months)} of ${site} Premium to ${receipt.recipient}. We will e-mail them your gift and message on ${receipt.sendOn}.`,
        `Paid ${receipt.amount} on ${receipt.paidOn}${receipt.card ? ` with ${receipt.card}` : ''}. This is a single payment: the gift does not renew, and the recipient is never charged.`,
        `Receipt reference: ${receipt.reference}`,
      ],
      undefined,
      'Keep this e-mail as your receipt.',
    ),
  }
}

export function giftEmail(site: string, gift: { recipientName: string; buyerName: string; months: number; message: string; url: string }) {
  return {
    subject: `${gift.buyerName} gave you ${monthsText(gift.months)} of ${site} Premium`,
    ...layout(
      site,
      [
        `Hi ${gift.recipientName},`,
        `${gift.buyerName} gave you ${monthsText(gift.months)} of ${site} Premium: every premium article, course and podcast episode.`,
        ...(gift.message ? [`Their message: “${gift.message}”`] : []),
        'Open the link to add it to your account, or to create one. If you already subscribe, the gift begins when your subscription ends. It does not renew, and nothing is charged.',
      ],
      { label: 'Redeem your gift', url: gift.url },
      'The link works once. Keep it to yourself: whoever redeems it first gets the gift.',
    ),
  }
}
