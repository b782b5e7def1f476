/**
 * Monthly recurring revenue (client-safe, so the pages can show the same definition the
 * server computes with).
 */
export const mrrStatuses = ['active', 'past_due'] as const

export const mrrDefinition =
  'MRR (monthly recurring revenue) is what active and past-due subscriptions bring in per month: ' +
  'the plan price after the subscription’s discount, with yearly plans counted as their price ÷ 12. ' +
  'Trials, gifts (paid once), canceled and incomplete subscriptions count 0. A subscription set to cancel at the period end ' +
  'counts until it ends.'

interface MrrInput {
  status: string
  /** A gift subscription (provider `gift`) counts 0. */
  provider?: string
  priceCents: number
  interval: string
  discountPercent: number
}

/**
 * The one MRR formula: a paying subscription's exact monthly price in cents (may have a
 * fraction), yearly plans ÷ 12, after its discount. Every MRR figure is built from it.
 */
export function monthlyPriceCents(s: Omit<MrrInput, 'status' | 'provider'>) {
  const monthly = s.interval === 'year' ? s.priceCents / 12 : s.priceCents
  return (monthly * (100 - s.discountPercent)) / 100
}

/** The subscription's exact monthly contribution in cents now: 0 unless active or past due. */
export function mrrContributionCents(s: MrrInput) {
  return (mrrStatuses as readonly string[]).includes(s.status) && s.provider !== 'gift' ? monthlyPriceCents(s) : 0
}

/** "$8.33" — admin money, always in US English and dollars. */
export function formatDollars(cents: number) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.round(cents) / 100)
}
