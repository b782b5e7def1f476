/**
 * The advertising vocabulary, shared by the schema, the server and the pages (client-safe).
 */

/** The packages sold on /advertising, by id (their prices and quantities are in packages.ts). */
export const adPackageIds = ['startup', 'professional', 'enterprise'] as const
export type AdPackageId = (typeof adPackageIds)[number]

/** Where an ad can stand. */
export const adPlacements = ['home', 'news-list', 'article', 'education', 'podcast', 'video'] as const
export type AdPlacement = (typeof adPlacements)[number]

/** A campaign's life: drafted, reviewed, waiting for its first day, served, held, over. */
export const campaignStatuses = ['draft', 'in_review', 'scheduled', 'live', 'paused', 'completed'] as const
export type CampaignStatus = (typeof campaignStatuses)[number]

/** Where staff may move a campaign from each status. */
const nextStatuses: Partial<Record<CampaignStatus, CampaignStatus[]>> = {
  scheduled: ['live', 'paused', 'completed'],
  live: ['paused', 'completed'],
  paused: ['live', 'completed'],
}

export const allowedStatuses = (status: string) => nextStatuses[status as CampaignStatus] ?? []

/** A creative runs only once staff have approved it. */
export const creativeStatuses = ['pending', 'approved', 'rejected'] as const
export type CreativeStatus = (typeof creativeStatuses)[number]

/** Why an event was not billed. */
export const invalidReasons = [
  'bot',
  'prefetch',
  'ad_free_reader',
  'unknown_nonce',
  'expired',
  'replayed',
  'click_before_view',
  'rate_exceeded',
] as const
export type InvalidReason = (typeof invalidReasons)[number]

export const isAdPlacement = (value: unknown): value is AdPlacement => adPlacements.includes(value as AdPlacement)
