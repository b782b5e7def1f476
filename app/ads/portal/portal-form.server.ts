import { z } from 'zod'
import { creativeSchema } from './creative-input'

/** Every form the portal's campaign page posts, told apart by `intent`. */
export const portalFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), creativeId: z.uuid() }),
  creativeSchema.extend({ intent: z.literal('creative') }),
  z.object({ intent: z.literal('create-link') }),
  z.object({ intent: z.literal('pay') }),
  z.object({ intent: z.literal('revoke-link'), linkId: z.uuid() }),
])
