import { z } from 'zod'
import { adPackageIds } from './ad-choices'

/** A flight lasts at most this many days: offers are kept 90 days, and packages are monthly. */
export const MAX_FLIGHT_DAYS = 62

const day = (label: string) => z.string({ error: `${label} is required` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date`).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a date`)
const text = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`)
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('')
/** An absolute http or https address (links leave the site for the advertiser's own). */
export const isHttpAddress = (v: string) => /^https?:\/\//.test(v) && URL.canParse(v)

const destination = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(isHttpAddress, `${label} must be an http(s) address`)

/**
 * The campaign form of Admin → Advertising (client-safe: the browser checks it before sending).
 * A second creative is optional; when any of its fields is filled, all are needed (A/B test).
 */
export const campaignSchema = z
  .object({
    advertiser: text('Advertiser', 120),
    website: z
      .string()
      .trim()
      .max(300, 'Website must be at most 300 characters')
      .refine((v) => v === '' || isHttpAddress(v), 'Website must be an http(s) address')
      .optional()
      .default(''),
    /** The advertiser's contact: invited to the portal, where they approve the creatives before they run. */
    contactEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'Contact e-mail must be at most 254 characters')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Contact e-mail must be an e-mail address')
      .optional()
      .default(''),
    name: text('Campaign name', 120),
    packageId: z.enum(adPackageIds, { error: 'Choose a package' }),
    startsOn: day('Start'),
    endsOn: day('End'),
    categories: z
      .string()
      .trim()
      .max(300, 'Categories must be at most 300 characters')
      .refine((v) => v === '' || v.split(',').every((c) => /^[a-z0-9-]{1,60}$/.test(c.trim())), 'Categories are category slugs separated by commas')
      .optional()
      .default(''),
    frequencyCap: z.coerce.number({ error: 'The cap must be a number' }).int('The cap must be a whole number').min(1, 'The cap is at least 1').max(50, 'The cap is at most 50'),
    /** A checkbox: sent as "on" when ticked, absent otherwise. */
    favourClicks: z.literal('on').optional().transform((v) => v === 'on'),
    headlineA: text('Headline', 90),
    bodyA: text('Text', 200),
    callToActionA: text('Button', 30),
    destinationA: destination('Link'),
    imageAltA: optionalText('Image description', 200),
    imageAltB: optionalText('Image description', 200),
    headlineB: optionalText('Headline', 90),
    bodyB: optionalText('Text', 200),
    callToActionB: optionalText('Button', 30),
    destinationB: z.string().trim().max(500, 'Link must be at most 500 characters').optional().default(''),
  })
  .superRefine((v, context) => {
    const days = (Date.parse(`${v.endsOn}T00:00:00Z`) - Date.parse(`${v.startsOn}T00:00:00Z`)) / 86_400_000
    if (days < 0) context.addIssue({ code: 'custom', path: ['endsOn'], message: 'The end is before the start' })
    else if (days + 1 > MAX_FLIGHT_DAYS) context.addIssue({ code: 'custom', path: ['endsOn'], message: `A flight lasts at most ${MAX_FLIGHT_DAYS} days` })
    const second = [v.headlineB, v.bodyB, v.callToActionB, v.destinationB]
    if (second.some(Boolean)) {
      for (const [field, label] of [['headlineB', 'Headline'], ['bodyB', 'Text'], ['callToActionB', 'Button'], ['destinationB', 'Link']] as const) {
        if (!v[field]) context.addIssue({ code: 'custom', path: [field], message: `${label} is required for the second creative` })
      }
      if (v.destinationB && !isHttpAddress(v.destinationB)) {
        context.addIssue({ code: 'custom', path: ['destinationB'], message: 'Link must be an http(s) address' })
      }
    }
  })

export type CampaignInput = z.output<typeof campaignSchema>
