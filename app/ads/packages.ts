import type { MessageKey } from '../i18n/en'

interface AdPackage {
  name: string
  /** US dollars per month. */
  price: number
  impressions: number
  /** Newsletter editions a month that carry the advertiser's sponsored block. */
  newsletterEditions: number
  features: MessageKey[]
  isPopular?: boolean
}

/** The advertising packages (spec §9): monthly price and impressions, as sold on /advertising. */
export const adPackages: readonly AdPackage[] = [
  { name: 'Startup', price: 299, impressions: 10_000, newsletterEditions: 0, features: ['ads.startup1', 'ads.startup2', 'ads.startup3'] },
  { name: 'Professional', price: 699, impressions: 50_000, newsletterEditions: 1, features: ['ads.pro1', 'ads.pro2', 'ads.pro3'], isPopular: true },
  { name: 'Enterprise', price: 1499, impressions: 150_000, newsletterEditions: 4, features: ['ads.enterprise1', 'ads.enterprise2', 'ads.enterprise3'] },
]

/** A package by its id (`startup`, `professional`, `enterprise`: its name in lower case). */
export const packageOf = (packageId: string) => adPackages.find((p) => p.name.toLowerCase() === packageId)

/** Newsletter editions a package sponsors, by its id. */
export const newsletterEditionsOf = (packageId: string) => packageOf(packageId)?.newsletterEditions ?? 0
