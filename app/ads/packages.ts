import type { MessageKey } from '../i18n/en'

interface AdPackage {
  name: string
  /** US dollars per month. */
  price: number
  impressions: number
  features: MessageKey[]
  isPopular?: boolean
}

/** The advertising packages (spec §9): monthly price and impressions, as sold on /advertising. */
export const adPackages: readonly AdPackage[] = [
  { name: 'Startup', price: 299, impressions: 10_000, features: ['ads.startup1', 'ads.startup2', 'ads.startup3'] },
  { name: 'Professional', price: 699, impressions: 50_000, features: ['ads.pro1', 'ads.pro2', 'ads.pro3'], isPopular: true },
  { name: 'Enterprise', price: 1499, impressions: 150_000, features: ['ads.enterprise1', 'ads.enterprise2', 'ads.enterprise3'] },
]
