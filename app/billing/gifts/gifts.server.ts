import { randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, lte } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { gifts, users } from '../../db/schema'
import { sendEmail } from '../../email/mailer.server'
import { giftEmail, giftReceiptEmail } from '../../email/gift-emails'
import { AppError } from '../../lib/app-error'
import { logError } from '../../lib/log.server'
import type { TestCard } from '../local/test-cards'
import { formatMoney } from '../plan-math'
import { listPlans } from '../plans.server'
import { providerFor } from '../provider-choice.server'
import { cardDeclined } from '../refusals.server'
import { formatDay } from '../state.server'
import type { GiftInput } from './gift-input'
import { giftChoices } from './gift-terms'
import { giveGiftTime, type GiftTime } from './gift-time.server'

export type Gift = typeof gifts.$inferSelect
export type { GiftStatus } from '../../db/schema/billing-vocabulary'
export type GiftPayment = { provider: 'local'; card: TestCard } | { provider: 'stripe' }

/** The gift lengths on sale with their prices; empty when Premium is not sold. */
export async function giftPrices(db: Db) {
  return giftChoices((await listPlans(db)).plans)
}

const siteUrl = () => getConfig().SITE_URL.replace(/\/$/, '')
export const giftLink = (code: string) => `${siteUrl()}/gift/${code}`

/**
 * Stores a gift bought on /gift. A local test-mode card pays at once (a declined card stores
 * nothing); with Stripe the gift waits for Checkout (`confirmGiftPayment`). Returns the gift.
 */
export async function buyGift(db: Db, { input, buyerId, payment, now = new Date() }: { input: GiftInput; buyerId: string | null; payment: GiftPayment; now?: Date }) {
  const choice = (await giftPrices(db)).find((c) => c.months === input.months)
  if (!choice) throw new AppError('not_available', 409, 'gifts.error.notSold')
  if (payment.provider === 'local' && payment.card.outcome === 'decline') throw cardDeclined()
  const sendAt = new Date(`${input.sendOn}T00:00:00Z`)
  const [gift] = await db
    .insert(gifts)
    .values({
      code: randomBytes(18).toString('base64url'),
      planId: choice.planId,
      months: choice.months,
      amountCents: choice.amountCents,
      buyerId,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      message: input.message,
      sendAt: sendAt < now ? now : sendAt,
      provider: payment.provider,
      ...(payment.provider === 'local'
        ? { status: 'paid' as const, providerReference: `local_${randomUUID()}`, cardBrand: payment.card.brand, cardLast4: payment.card.last4, paidAt: now }
        : { status: 'pending' as const }),
    })
    .returning()
  if (gift!.status === 'paid') await afterGiftPaid(db, gift!, now)
  return gift!
}

/** A paid gift: the buyer's receipt, and the recipient's e-mail at once when its day has come. */
async function afterGiftPaid(db: Db, gift: Gift, now: Date) {
  const { SITE_NAME } = getConfig()
  await sendEmail(db, {
    to: gift.buyerEmail,
    kind: 'gift-receipt',
    ...giftReceiptEmail(SITE_NAME, {
      buyerName: gift.buyerName,
      recipient: `${gift.recipientName} <${gift.recipientEmail}>`,
      months: gift.months,
      amount: formatMoney(gift.amountCents),
      card: gift.cardLast4 ? `${gift.cardBrand ?? 'Card'} ending ${gift.cardLast4}` : null,
      sendOn: formatDay(gift.sendAt),
      paidOn: formatDay(gift.paidAt ?? now),
      reference: gift.id,
    }),
  })
  await deliverDueGifts(db, { now })
}

/** Stripe reported a gift paid (its webhook, or the return from Checkout): applied once; false when nothing changed. */
export async function confirmGiftPayment(db: Db, { sessionId, paymentIntentId, now = new Date() }: { sessionId: string; paymentIntentId: string | null; now?: Date }) {
  const [gift] = await db
    .update(gifts)
    .set({ status: 'paid', paidAt: now, providerPaymentId: paymentIntentId })
    .where(and(eq(gifts.providerReference, sessionId), eq(gifts.status, 'pending')))
    .returning()
  if (!gift) return false
  await afterGiftPaid(db, gift, now)
  return true
}

/**
 * Sends the recipients' e-mails of paid gifts whose send date has come (every minute from the
 * job queue, and at payment). Each gift is claimed before its e-mail goes, so it is sent once.
 */
export async function deliverDueGifts(db: Db, { now = new Date() } = {}) {
  const due = await db
    .update(gifts)
    .set({ status: 'sent', sentAt: now })
    .where(and(eq(gifts.status, 'paid'), lte(gifts.sendAt, now)))
    .returning()
  const { SITE_NAME } = getConfig()
  for (const gift of due) {
    await sendEmail(db, {
      to: gift.recipientEmail,
      kind: 'gift',
      ...giftEmail(SITE_NAME, { recipientName: gift.recipientName, buyerName: gift.buyerName, months: gift.months, message: gift.message, url: giftLink(gift.code) }),
    })
  }
  return due.length
}

/** What the buyer's confirmation page shows of a gift (by its id, from the purchase's redirect). */
export async function giftReceipt(db: Db, id: string) {
  const [gift] = await db
    .select({ status: gifts.status, months: gifts.months, amountCents: gifts.amountCents, recipientName: gifts.recipientName, buyerEmail: gifts.buyerEmail, sendAt: gifts.sendAt })
    .from(gifts)
    .where(eq(gifts.id, id))
  return gift ?? null
}

/** A gift by its redeem code, for its page; null when the code names none (or is malformed). */
export async function giftByCode(db: Db, code: string) {
  if (!/^[A-Za-z0-9_-]{24}$/.test(code)) return null
  const [gift] = await db.select().from(gifts).where(eq(gifts.code, code)).limit(1)
  return gift ?? null
}

/** Why a gift cannot be redeemed now, or null when it can. */
export function giftRefusal(gift: Gift | null) {
  if (!gift) return new AppError('not_found', 404, 'gifts.error.notFound')
  if (gift.status === 'redeemed') return new AppError('conflict', 410, 'gifts.error.redeemed')
  if (gift.status === 'pending') return new AppError('conflict', 409, 'gifts.error.notPaid')
  return null
}

/**
 * Redeems a gift into the member's account, once: the claim is one conditional update, so a
 * second redemption (by anyone, at any moment) is refused. The months begin now, lengthen a
 * running gift, or follow a running paid subscription, whose renewal is then turned off.
 */
export async function redeemGift(db: Db, { code, userId, now = new Date() }: { code: string; userId: string; now?: Date }): Promise<GiftTime> {
  const refused = giftRefusal(await giftByCode(db, code))
  if (refused) throw refused
  const time = await db.transaction(async (tx) => {
    const [gift] = await tx
      .update(gifts)
      .set({ status: 'redeemed', redeemedAt: now, redeemedBy: userId })
      .where(and(eq(gifts.code, code), inArray(gifts.status, ['paid', 'sent'])))
      .returning()
    if (!gift) throw new AppError('conflict', 410, 'gifts.error.redeemed')
    return giveGiftTime(tx, gift, userId, now)
  })
  if (time.kind === 'waiting' && !time.subscription.cancelAtPeriodEnd) {
    // The gift follows the paid subscription, which stops renewing; if the provider cannot be
    // reached, the gift still waits and the member can cancel from their subscription page.
    await providerFor(time.subscription.provider)
      .cancel(db, { userId, now })
      .catch((error: unknown) => logError('gift redeem', error))
  }
  return time
}

/** Every gift for Admin → Gifts, newest first, with who redeemed it. */
export async function listGifts(db: Db, { limit = 200 } = {}) {
  return db
    .select({
      id: gifts.id,
      months: gifts.months,
      amountCents: gifts.amountCents,
      status: gifts.status,
      provider: gifts.provider,
      buyerName: gifts.buyerName,
      buyerEmail: gifts.buyerEmail,
      recipientName: gifts.recipientName,
      recipientEmail: gifts.recipientEmail,
      sendAt: gifts.sendAt,
      paidAt: gifts.paidAt,
      sentAt: gifts.sentAt,
      redeemedAt: gifts.redeemedAt,
      startsAt: gifts.startsAt,
      redeemedBy: gifts.redeemedBy,
      redeemerName: users.name,
      createdAt: gifts.createdAt,
    })
    .from(gifts)
    .leftJoin(users, eq(users.id, gifts.redeemedBy))
    .orderBy(desc(gifts.createdAt))
    .limit(limit)
}
