/**
 * Monthly recurring revenue (client-safe, so the pages can show the same definition the
 * server computes with).
 */
export const mrrStatuses = ['active', 'past_due'] as const

export const mrrDefinition =
  'MRR (monthly recurring revenue) is what active and past-due subscriptions bring in per month: ' +
  'the plan price after the subscription’s discount, with yearly plans counted as their price ÷ 12. ' +
  'Trials, canceled and incomplete subscriptions count 0. A subscription set to cancel at the period end ' +
  'counts until it ends.'

export interface MrrInput {
  status: string
  priceCents: number
  interval: string
  discountPercent: number
}

/** The subscription's exact monthly contribution in cents (may have a fraction). */
export function mrrContributionCents(s: MrrInput) {
  if (!(mrrStatuses as readonly string[]).includes(s.status)) return 0
  const monthly = s.interval === 'year' ? s.priceCents / 12 : s.priceCents
  return (monthly * (100 - s.discountPercent)) / 100
}

/** "$8.33" — admin money, always in US English and dollars. */
export function formatDollars(cents: number) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.round(cents) / 100)
}
