/**
 * The advertising vocabulary the tables check against. Client-safe (no drizzle): the ad pages
 * and forms read the same lists through app/ads/ad-choices.ts.
 */

/** The packages sold on /advertising, by id (their prices and quantities are in app/ads/packages.ts). */
export const adPackageIds = ['startup', 'professional', 'enterprise'] as const

/** Where an ad can stand. */
export const adPlacements = ['home', 'news-list', 'article', 'education', 'podcast', 'video'] as const

/**
 * A campaign's life: drafted (a self-serve booking not yet paid), paid and waiting for staff
 * review, waiting for its first day, served, held, over; or canceled (refunded) before it ran.
 */
export const campaignStatuses = ['draft', 'in_review', 'scheduled', 'live', 'paused', 'completed', 'canceled'] as const

/** A self-serve booking's payment: started, taken, given back. */
export const adPaymentStatuses = ['pending', 'paid', 'refunded'] as const

/**
 * A creative runs only when `approved`. Staff write creatives that wait for the advertiser's
 * approval (`awaiting_advertiser`); an advertiser's own wait for staff review (`pending`).
 */
export const creativeStatuses = ['awaiting_advertiser', 'pending', 'approved', 'rejected'] as const

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
