import type { Tier } from '../db/schema/accounts'

/** Features a tier unlocks (spec §6). Client-safe: the server decides, pages only label. */
export const features = ['premium_articles', 'ad_free', 'priority_support', 'offline_reading', 'private_podcast_feeds', 'api_access'] as const
export type Feature = (typeof features)[number]

const tiersFor: Record<Feature, readonly Tier[]> = {
  premium_articles: ['premium', 'enterprise'],
  ad_free: ['premium', 'enterprise'],
  priority_support: ['premium', 'enterprise'],
  offline_reading: ['premium', 'enterprise'],
  private_podcast_feeds: ['premium', 'enterprise'],
  api_access: ['enterprise'],
}

/** The tiers that unlock a feature (for queries over many members). */
export const tiersWith = (feature: Feature) => tiersFor[feature]

/** Whether a reader (or a visitor, `null`) may use a feature. */
export function hasFeature(user: { subscriptionTier: Tier } | null | undefined, feature: Feature): boolean {
  return user ? tiersFor[feature].includes(user.subscriptionTier) : false
}
