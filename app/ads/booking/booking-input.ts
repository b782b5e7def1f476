import { z } from 'zod'
import { textKey } from '../../i18n/text-keys'
import { adPackageIds } from '../ad-choices'
import { isHttpAddress } from '../campaign-input'
import { creativeSchema } from '../portal/creative-input'

/** A booked flight lasts between these many days (packages are monthly). */
export const MIN_BOOKED_DAYS = 7
export const MAX_BOOKED_DAYS = 31
/** How far ahead a flight may start. */
export const MAX_LEAD_DAYS = 90

const required = textKey('advertiser.creative.required')
const tooLong = textKey('advertiser.creative.tooLong')
const text = (max: number) => z.string({ error: required }).trim().min(1, required).max(max, tooLong)
const optional = (max: number) => z.string().trim().max(max, tooLong).optional().default('')
const day = z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, required).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), required)

/** The second creative's fields: all or none (then the campaign runs one creative). */
const secondCreative = ['headlineB', 'bodyB', 'callToActionB', 'destinationB'] as const

/**
 * A campaign booked on /advertising (client-safe: the browser checks it first). The first
 * creative has the portal's limits; a second one, for an A/B test, is optional. Dates, categories
 * and newsletter editions are checked against today and the package by `checkBooking`.
 */
export const bookingSchema = z
  .object({
    packageId: z.enum(adPackageIds, { error: required }),
    companyName: text(120),
    website: z
      .string()
      .trim()
      .max(300, tooLong)
      .refine((v) => v === '' || isHttpAddress(v), textKey('advertiser.creative.destinationInvalid'))
      .optional()
      .default(''),
    campaignName: text(120),
    startsOn: day,
    endsOn: day,
    headlineA: creativeSchema.shape.headline,
    bodyA: creativeSchema.shape.body,
    callToActionA: creativeSchema.shape.callToAction,
    destinationA: creativeSchema.shape.destination,
    imageAltA: optional(200),
    headlineB: optional(90),
    bodyB: optional(200),
    callToActionB: optional(30),
    destinationB: optional(500),
    imageAltB: optional(200),
  })
  .superRefine((v, context) => {
    if (!secondCreative.some((field) => v[field])) return
    for (const field of secondCreative) {
      if (!v[field]) context.addIssue({ code: 'custom', path: [field], message: textKey('booking.secondIncomplete') })
    }
    if (v.destinationB && !isHttpAddress(v.destinationB)) {
      context.addIssue({ code: 'custom', path: ['destinationB'], message: textKey('advertiser.creative.destinationInvalid') })
    }
  })

export type BookingInput = z.output<typeof bookingSchema>
