import { z } from 'zod'
import { offerKinds, offerPurposes } from '../../db/schema/billing-vocabulary'

const optionalInt = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), `${label} must be a whole number from ${min} to ${max}`)
    .transform((v) => (v === '' ? null : Number(v)))

/** Admin → Offers: a new offer, as the form sends it (errors in the console's English). */
export const offerSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, 'Code must be 3–32 letters, digits, - or _ (for example SPRING25)'),
    name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
    description: z.string().trim().max(300, 'Description must be at most 300 characters').optional().default(''),
    purpose: z.enum(offerPurposes, { error: 'Choose where the offer is shown' }),
    kind: z.enum(offerKinds, { error: 'Choose what the offer gives' }),
    percentOff: optionalInt('Percentage', 1, 100),
    amountOff: z
      .string()
      .trim()
      .optional()
      .default('')
      .refine((v) => v === '' || /^\d{1,4}(\.\d{1,2})?$/.test(v), 'Amount must be in dollars, for example 2.50')
      .transform((v) => (v === '' ? null : Math.round(Number(v) * 100))),
    trialDays: optionalInt('Trial length', 8, 365),
    pauseMonths: optionalInt('Pause length', 1, 3),
    periods: optionalInt('Number of payments', 1, 36),
    planId: z.string().trim().max(64).optional().default(''),
    redemptionLimit: optionalInt('Redemption limit', 1, 1_000_000),
    endsOn: z
      .string()
      .trim()
      .optional()
      .default('')
      .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'End date must be a date'),
  })
  .superRefine((offer, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (offer.kind === 'percent' && offer.percentOff === null) need('percentOff', 'Percentage is required for a percentage off')
    if (offer.kind === 'amount' && !offer.amountOff) need('amountOff', 'Amount is required for an amount off')
    if (offer.kind === 'trial' && offer.trialDays === null) need('trialDays', 'Trial length is required for a longer trial')
    if (offer.kind === 'trial' && offer.purpose === 'retention') need('kind', 'A retention offer gives a discount or a pause, not a trial')
    if (offer.kind === 'pause' && offer.pauseMonths === null) need('pauseMonths', 'Pause length is required for a pause')
    if (offer.kind === 'pause' && offer.purpose !== 'retention') need('kind', 'A pause is offered on the cancel page only: choose Retention')
    if ((offer.kind === 'percent' || offer.kind === 'amount') && offer.periods !== null && !offer.planId) need('planId', 'An offer for a number of payments is for one plan (its cadence says how long a payment lasts)')
    if (offer.endsOn && new Date(`${offer.endsOn}T23:59:59Z`) <= new Date()) need('endsOn', 'End date must be in the future')
  })

export type OfferInput = z.output<typeof offerSchema>
