import type { MessageKey } from '../i18n/en'
import type { AdPackageId, AdPlacement } from './ad-choices'

interface AdPackage {
  name: string
  /** US dollars per month. */
  price: number
  impressions: number
  /** Newsletter editions a month that carry the advertiser's sponsored block. */
  newsletterEditions: number
  /** Where a campaign of the package booked on /advertising runs (staff may choose others). */
  placements: readonly AdPlacement[]
  /** Whether the advertiser may target categories when booking ("custom targeting"). */
  hasTargeting: boolean
  features: MessageKey[]
  isPopular?: boolean
}

/** The advertising packages (spec §9): monthly price and impressions, as sold on /advertising. */
export const adPackages: readonly AdPackage[] = [
  { name: 'Startup', price: 299, impressions: 10_000, newsletterEditions: 0, placements: ['news-list', 'article'], hasTargeting: false, features: ['ads.startup1', 'ads.startup2', 'ads.startup3'] },
  {
    name: 'Professional', price: 699, impressions: 50_000, newsletterEditions: 1, placements: ['news-list', 'article', 'education', 'podcast'], hasTargeting: false,
    features: ['ads.pro1', 'ads.pro2', 'ads.pro3'], isPopular: true,
  },
  {
    name: 'Enterprise', price: 1499, impressions: 150_000, newsletterEditions: 4, placements: ['home', 'news-list', 'article', 'education', 'podcast', 'video'], hasTargeting: true,
    features: ['ads.enterprise1', 'ads.enterprise2', 'ads.enterprise3'],
  },
]

/** A package's id: its name in lower case. */
export const packageIdOf = (p: { name: string }) => p.name.toLowerCase() as AdPackageId

/** A package by its id (`startup`, `professional`, `enterprise`: its name in lower case). */
export const packageOf = (packageId: string) => adPackages.find((p) => p.name.toLowerCase() === packageId)

/** Newsletter editions a package sponsors, by its id. */
export const newsletterEditionsOf = (packageId: string) => packageOf(packageId)?.newsletterEditions ?? 0
