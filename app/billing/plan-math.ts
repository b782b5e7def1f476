import type { Tier } from '../db/schema/accounts'

/** Business constants of spec §9 and the terms (client-safe). */
export const TRIAL_DAYS = 7
export const GRACE_DAYS = 7
export const DAY_MS = 24 * 60 * 60 * 1000
export type Interval = 'month' | 'year'


export interface PlanLike {
  id: string
  tier: Tier
  priceCents: number
  interval: Interval
}

const tierRank: Record<Tier, number> = { free: 0, premium: 1, enterprise: 2 }

/**
 * Upgrades (a higher tier, or monthly → yearly billing of the same tier) apply at once;
 * downgrades (a lower tier, or yearly → monthly) wait for the next renewal.
 */
export function changeKind(from: PlanLike, to: PlanLike): 'same' | 'upgrade' | 'downgrade' {
  if (from.id === to.id) return 'same'
  if (tierRank[to.tier] !== tierRank[from.tier]) return tierRank[to.tier] > tierRank[from.tier] ? 'upgrade' : 'downgrade'
  return to.interval === 'year' ? 'upgrade' : 'downgrade'
}

/** The same day of the next month or year, in UTC (31 January + 1 month = 28/29 February). */
export function addInterval(date: Date, interval: Interval, count = 1) {
  const next = new Date(date)
  const day = next.getUTCDate()
  next.setUTCDate(1)
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + count)
  else next.setUTCFullYear(next.getUTCFullYear() + count)
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(day, lastDay))
  return next
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS)

/** A price after a percentage and an amount off (never below zero). */
export const discounted = (cents: number, percentOff: number, amountOffCents = 0) =>
  Math.max(0, Math.round((cents * (100 - percentOff)) / 100) - amountOffCents)

/** The discount a subscription carries (decision 48): left is the payments it still applies to, null for all. */
export interface DiscountTerms {
  discountPercent: number
  discountAmountCents: number
  discountPeriodsLeft: number | null
}

/** A subscription without a discount. */
export const noDiscount = { discountPercent: 0, discountAmountCents: 0, discountPeriodsLeft: null, promotionCode: null, offerId: null }

/** One payment of `priceCents` under the terms: what is charged, the discount, and the terms after it. */
export function chargeWithDiscount(priceCents: number, terms: DiscountTerms) {
  const chargeCents = discounted(priceCents, terms.discountPercent, terms.discountAmountCents)
  const left = terms.discountPeriodsLeft === null ? null : terms.discountPeriodsLeft - 1
  const after = left !== null && left <= 0 ? noDiscount : { discountPeriodsLeft: left }
  return { chargeCents, discountCents: priceCents - chargeCents, after }
}

/** Takes available credit off an amount: what is charged and what credit is left. */
export function applyCredit(amountCents: number, creditCents: number) {
  const applied = Math.min(amountCents, creditCents)
  return { chargeCents: amountCents - applied, creditAppliedCents: applied, creditLeftCents: creditCents - applied }
}

interface ProrationInput {
  from: PlanLike
  to: PlanLike
  periodStart: Date
  periodEnd: Date
  now: Date
  discountPercent: number
  discountAmountCents?: number
  creditCents: number
  /** During a free trial nothing was paid, so nothing is credited back. */
  isTrial: boolean
}

/**
 * The charge for an immediate upgrade. With the same billing interval the period is kept and
 * the member pays the difference for the time left; with a new interval a new period starts
 * now and the unused part of the old one is credited. Credit beyond the charge is kept.
 */
export function prorate(input: ProrationInput) {
  const { from, to, periodStart, periodEnd, now } = input
  const length = periodEnd.getTime() - periodStart.getTime()
  const fraction = Math.min(1, Math.max(0, (periodEnd.getTime() - now.getTime()) / length))
  const unusedCents = input.isTrial ? 0 : Math.round(discounted(from.priceCents, input.discountPercent, input.discountAmountCents) * fraction)
  const keepsPeriod = from.interval === to.interval && !input.isTrial
  const newCostCents = keepsPeriod
    ? Math.round(discounted(to.priceCents, input.discountPercent, input.discountAmountCents) * fraction)
    : discounted(to.priceCents, input.discountPercent, input.discountAmountCents)
  const gross = newCostCents - unusedCents
  const credited = gross >= 0 ? applyCredit(gross, input.creditCents) : { chargeCents: 0, creditAppliedCents: 0, creditLeftCents: input.creditCents - gross }
  return {
    ...credited,
    unusedCents,
    newCostCents,
    keepsPeriod,
    periodStart: keepsPeriod ? periodStart : now,
    periodEnd: keepsPeriod ? periodEnd : addInterval(now, to.interval),
  }
}

/** Free first, then the paid plans of the chosen interval (the monthly ones if none exist for it). */
export function plansForInterval<P extends { priceCents: number; interval: string }>(plans: P[], interval: Interval) {
  const free = plans.find((p) => p.priceCents === 0)
  let paid = plans.filter((p) => p.priceCents > 0 && p.interval === interval)
  if (paid.length === 0) paid = plans.filter((p) => p.priceCents > 0 && p.interval === 'month')
  return free ? [free, ...paid] : paid
}

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** "$9.99" in the reader's locale. */
export function formatMoney(cents: number, locale = 'en', currency = 'usd') {
  const key = `${locale}:${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })
    moneyFormats.set(key, format)
  }
  return format.format(cents / 100)
}
