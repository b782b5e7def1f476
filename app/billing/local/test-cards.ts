import { z } from 'zod'
import { textKey } from '../../i18n/text-keys'

/**
 * Test cards of the local (test-mode) provider, numbered like Stripe's: one that pays, one
 * that pays now but is declined at renewal, one that is always declined.
 */
export const testCards = {
  '4242424242424242': { outcome: 'approve', brand: 'Visa' },
  '4000000000000341': { outcome: 'decline-later', brand: 'Visa' },
  '4000000000000002': { outcome: 'decline', brand: 'Visa' },
} as const

type CardOutcome = (typeof testCards)[keyof typeof testCards]['outcome']

export interface TestCard {
  brand: string
  last4: string
  outcome: CardOutcome
}

const digits = (value: string) => value.replace(/[\s-]/g, '')

function isFutureExpiry(value: string, now = new Date()) {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}

/** The local checkout's card form (also used for a new card after a failed payment). */
export const cardSchema = z.object({
  cardName: z.string().trim().min(1, textKey('answers.card.nameRequired')).max(100),
  cardNumber: z
    .string()
    .transform(digits)
    .refine((value) => /^\d{13,19}$/.test(value), textKey('answers.card.numberRequired'))
    .refine((value) => value in testCards, textKey('answers.card.testCardsOnly')),
  expiry: z.string().refine((value) => isFutureExpiry(value), textKey('answers.card.expiryInvalid')),
  cvc: z.string().trim().regex(/^\d{3,4}$/, textKey('answers.card.cvcInvalid')),
  simulateDecline: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
})

export const checkoutSchema = cardSchema.extend({
  plan: z.string().min(1).max(64),
  promotionCode: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined)),
})

/** What the local provider does with a card from the form. */
export function readTestCard(form: { cardNumber: string; simulateDecline: boolean }): TestCard {
  const card = testCards[form.cardNumber as keyof typeof testCards]
  return {
    brand: card.brand,
    last4: form.cardNumber.slice(-4),
    outcome: form.simulateDecline ? 'decline' : card.outcome,
  }
}
