import { and, desc, eq, isNotNull } from 'drizzle-orm'
import Stripe from 'stripe'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { subscriptions } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { cardDeclined } from '../refusals.server'
import { logError } from '../../lib/log.server'

let cached: { key: string; base: string | undefined; client: Stripe } | undefined

/**
 * The Stripe SDK for the configured secret key. STRIPE_API_BASE points it at another host
 * (the tests' local Stripe stand-in); otherwise it talks to api.stripe.com.
 */
export function getStripe(): Stripe {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = getConfig()
  if (!key) throw new AppError('not_available', 503, 'answers.billing.stripeMissing')
  if (cached?.key === key && cached.base === base) return cached.client
  const url = base ? new URL(base) : undefined
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
    }),
  })
  cached = { key, base, client }
  return client
}

/** Runs a Stripe call, turning its failures into AppErrors a route can answer. */
export async function callStripe<T>(work: (stripe: Stripe) => Promise<T>): Promise<T> {
  try {
    return await work(getStripe())
  } catch (error) {
    if (error instanceof AppError) throw error
    const e = error as { type?: string; message?: string }
    if (e.type === 'StripeCardError') throw cardDeclined()
    logError('billing stripe-request', error)
    throw new AppError('provider_error', 502, 'billing.error.provider_error')
  }
}

/** The id of an expandable field (a string, or an object carrying its id). */
export const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id

export const fromUnix = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000))
export const toUnix = (date: Date) => Math.floor(date.getTime() / 1000)

/** The Stripe customer of the member's latest Stripe subscription, if any. */
export async function latestCustomer(db: Db, userId: string) {
  const [row] = await db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, 'stripe'), isNotNull(subscriptions.providerCustomerId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  return row?.customer ?? null
}

/** Stripe's scheduled downgrade is a subscription schedule; dropping it keeps the plan. */
export async function releaseSchedule(id: string) {
  const sub = await callStripe((stripe) => stripe.subscriptions.retrieve(id))
  const schedule = idOf(sub.schedule)
  if (schedule) await callStripe((stripe) => stripe.subscriptionSchedules.release(schedule))
  return sub
}
