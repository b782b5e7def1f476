import { hasFeature } from '../billing/entitlements'
import { hashString } from '../lib/text'
import { adPackages } from './packages'

/**
 * House ads: our own promotions in the ad slots of free readers' pages. The server decides
 * (`showAds` in loader data), so readers on an ad-free plan never receive ad markup.
 */
const houseAdKinds = ['advertise', 'premium'] as const
export type HouseAdKind = (typeof houseAdKinds)[number]

/** Whether a reader (or a visitor, `null`) sees ad slots: everyone without the ad_free feature. */
export const showsAds = (user: Parameters<typeof hasFeature>[0]) => !hasFeature(user, 'ad_free')

/**
 * Which promotion fills a slot: stable for the same page and slot (the HTML is the same on
 * every request, so cached pages and hydration agree); numbered slots alternate. Where the
 * page already asks the reader to upgrade, the slot promotes advertising instead.
 */
export function pickHouseAd(seed: string | number, { isUpgradeShown = false }: { isUpgradeShown?: boolean } = {}): HouseAdKind {
  if (isUpgradeShown) return 'advertise'
  const n = typeof seed === 'number' ? seed : hashString(seed)
  return houseAdKinds[n % houseAdKinds.length]!
}

/** The facts the advertising promotion quotes, read from the packages sold on /advertising. */
export const advertisingOffer = {
  lowestPrice: Math.min(...adPackages.map((p) => p.price)),
  mostImpressions: Math.max(...adPackages.map((p) => p.impressions)),
  packages: adPackages.map((p) => ({ name: p.name, price: p.price })),
}

/** Cards between two ad slots in the news list, and the first slot's position (after two rows of three). */
export const NEWS_AD_EVERY = 12
const NEWS_FIRST_AD_AFTER = 6

/** Whether the news list shows an ad slot after the card at `index` (0-based). */
export const isNewsAdAfter = (index: number) =>
  index + 1 >= NEWS_FIRST_AD_AFTER && (index + 1 - NEWS_FIRST_AD_AFTER) % NEWS_AD_EVERY === 0
