import { z } from 'zod'
import { roles, tiers } from '../../db/schema/accounts'
import { billingIntervals, subscriptionStatuses } from '../../db/schema/billing'

/** Forms and URL filters of the Users, Subscriptions and Notifications sections (client-safe). */

const page = z.coerce.number().int().min(1).max(100_000).catch(1)
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

const userStatuses = ['active', 'suspended'] as const

export const userFiltersSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  role: optional(z.enum(roles)),
  tier: optional(z.enum(tiers)),
  status: optional(z.enum(userStatuses)),
  page,
})
export type UserFilters = z.infer<typeof userFiltersSchema>

/** The statuses the Subscriptions filter offers. */
export { subscriptionStatuses }

export const subscriptionFiltersSchema = z.object({
  status: optional(z.enum(subscriptionStatuses)),
  plan: optional(z.string().trim().min(1).max(60)),
  interval: optional(z.enum(billingIntervals)),
  page,
})
export type SubscriptionFilters = z.infer<typeof subscriptionFiltersSchema>

export const userActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('role'), role: z.enum(roles, { error: 'Choose a role' }) }),
  z.object({
    intent: z.literal('tier'),
    tier: z.enum(tiers, { error: 'Choose Free, Premium or Enterprise' }),
    acknowledgeSubscription: z.literal('on').optional(),
  }),
  z.object({ intent: z.literal('suspend') }),
  z.object({ intent: z.literal('restore') }),
  z.object({ intent: z.literal('sign-out') }),
])
export type UserAction = z.infer<typeof userActionSchema>

export const audiences = ['all', ...tiers] as const
export type Audience = (typeof audiences)[number]

/** A link in a notification: a path on this site or an http(s) address. */
const announcementLink = z
  .string()
  .trim()
  .max(500, 'Link must be at most 500 characters')
  .refine((value) => value === '' || (/^\/(?!\/)/.test(value) && !/[\s\\]/.test(value)) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
    message: 'Link must be a path on this site (starting with /) or an http(s) address',
  })
  .transform((value) => value || null)
  .default(null)

export const announcementSchema = z.object({
  audience: z.enum(audiences, { error: 'Choose who receives the announcement' }),
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
  message: z.string().trim().min(1, 'Message is required').max(1000, 'Message must be at most 1000 characters'),
  link: announcementLink,
})
export type AnnouncementInput = z.infer<typeof announcementSchema>

export const audienceLabels: Record<Audience, string> = {
  all: 'All members',
  free: 'Free members',
  premium: 'Premium members',
  enterprise: 'Enterprise members',
}
