import { z } from 'zod'
import { giftMonths } from '../../db/schema/billing-vocabulary'
import { textKey } from '../../i18n/text-keys'
import { normalizedEmail } from '../../lib/validation'

const DAY = 86_400_000
/** The latest send date a buyer may choose, in days from today. */
export const GIFT_SEND_WITHIN_DAYS = 365
export const GIFT_MESSAGE_MAX = 500


/** Today (UTC) as the form's date field writes it. */
export const todayInput = (now = new Date()) => now.toISOString().slice(0, 10)

/** The gift form on /gift: what is bought, for whom, with which words, sent when (messages are text keys). */
export const giftSchema = z.object({
  months: z
    .string()
    .refine((value) => (giftMonths as readonly number[]).includes(Number(value)), textKey('gifts.error.months'))
    .transform(Number),
  recipientName: z.string().trim().min(1, textKey('gifts.error.recipientName')).max(100, textKey('gifts.error.recipientName')),
  recipientEmail: normalizedEmail,
  message: z.string().trim().max(GIFT_MESSAGE_MAX, textKey('gifts.error.message')).optional().default(''),
  sendOn: z
    .string()
    .trim()
    .refine((value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
      const day = Date.parse(`${value}T00:00:00Z`)
      const today = Date.parse(`${todayInput()}T00:00:00Z`)
      return Number.isFinite(day) && day >= today && day <= today + GIFT_SEND_WITHIN_DAYS * DAY
    }, textKey('gifts.error.sendOn')),
  buyerName: z.string().trim().min(1, textKey('gifts.error.buyerName')).max(100, textKey('gifts.error.buyerName')),
  buyerEmail: normalizedEmail,
})

export type GiftInput = z.output<typeof giftSchema>
