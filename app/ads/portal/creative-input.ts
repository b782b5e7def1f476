import { z } from 'zod'
import { textKey } from '../../i18n/text-keys'
import { isHttpAddress } from '../campaign-input'

const text = (max: number) => z.string({ error: textKey('advertiser.creative.required') }).trim().min(1, textKey('advertiser.creative.required')).max(max, textKey('advertiser.creative.tooLong'))

/**
 * A creative an advertiser submits in the portal (client-safe: the browser checks it first).
 * The same limits as the console's campaign form; messages are text keys.
 */
export const creativeSchema = z.object({
  headline: text(90),
  body: text(200),
  callToAction: text(30),
  destination: z
    .string({ error: textKey('advertiser.creative.required') })
    .trim()
    .max(500, textKey('advertiser.creative.tooLong'))
    .refine(isHttpAddress, textKey('advertiser.creative.destinationInvalid')),
  /** Describes the banner image, when one is uploaded with the creative. */
  imageAlt: z.string().trim().max(200, textKey('advertiser.creative.tooLong')).optional().default(''),
})

export type CreativeInput = z.output<typeof creativeSchema>
