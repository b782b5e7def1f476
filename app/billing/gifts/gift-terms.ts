import { giftMonths, type GiftMonths } from '../../db/schema/billing-vocabulary'

interface PlanPrice {
  id: string
  tier: string
  priceCents: number
  interval: string
}

export interface GiftChoice {
  months: GiftMonths
  /** The plan whose price it is charged at: 12 months at the yearly price, else the monthly price per month. */
  planId: string
  amountCents: number
}

/** What each gift length costs, from the Premium plans on sale; none when Premium is not sold. */
export function giftChoices(plans: PlanPrice[]): GiftChoice[] {
  const monthly = plans.find((p) => p.tier === 'premium' && p.interval === 'month' && p.priceCents > 0)
  if (!monthly) return []
  const yearly = plans.find((p) => p.tier === 'premium' && p.interval === 'year' && p.priceCents > 0)
  return giftMonths.map((months) =>
    months === 12 && yearly ? { months, planId: yearly.id, amountCents: yearly.priceCents } : { months, planId: monthly.id, amountCents: monthly.priceCents * months },
  )
}

export const isGiftMonths = (value: number): value is GiftMonths => (giftMonths as readonly number[]).includes(value)
