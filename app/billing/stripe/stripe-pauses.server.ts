import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { subscriptions } from '../../db/schema'
import { noPause, notPaused, pauseNotices, type pauseWindow } from '../pauses.server'
import { getPlanById } from '../plans.server'
import { noSubscription } from '../refusals.server'
import { findLiveSubscription, recordChange, updateSubscription, type SubscriptionRow } from '../state.server'
import { callStripe, toUnix } from './stripe-client.server'
import { applyStripeSubscription } from './stripe-sync.server'

/**
 * Pauses collection on Stripe (decision 54): invoices during the pause are voided, and Stripe
 * resumes collecting at the pause's end even if this site's clock were late. The stored
 * window says when the member is on Free; `runStripePauses` moves the status at its edges.
 */
export async function pauseStripeSubscription(tx: Db, live: SubscriptionRow, window: ReturnType<typeof pauseWindow>, now: Date) {
  const sub = await callStripe((stripe) =>
    stripe.subscriptions.update(live.providerSubscriptionId!, { pause_collection: { behavior: 'void', resumes_at: toUnix(window.pausedUntil) } }),
  )
  const row = await applyStripeSubscription(tx, sub, { now, detail: { source: 'retention_offer' } })
  return updateSubscription(tx, row.id, window)
}

/**
 * Billing restarts on Stripe: collection resumes with a new billing cycle from now, so the
 * first payment after a pause is a full one taken at once (not at the old cycle's next date).
 */
async function restartBilling(db: Db, row: SubscriptionRow, now: Date, source: string) {
  const sub = await callStripe((stripe) =>
    stripe.subscriptions.update(row.providerSubscriptionId!, { pause_collection: '', billing_cycle_anchor: { type: 'now' }, proration_behavior: 'none' }),
  )
  return db.transaction(async (tx) => {
    await updateSubscription(tx, row.id, noPause)
    return applyStripeSubscription(tx, sub, { now, detail: { source } })
  })
}

/** The member ends a begun pause now, or keeps billing instead of a pause not yet begun. */
export async function endStripePause(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const row = await findLiveSubscription(db, userId)
  if (!row?.providerSubscriptionId || row.provider !== 'stripe') throw noSubscription()
  if (!row.pausedUntil || row.cancelAtPeriodEnd) throw notPaused()
  if (row.status === 'paused') return restartBilling(db, row, now, 'member')
  await callStripe((stripe) => stripe.subscriptions.update(row.providerSubscriptionId!, { pause_collection: '' }))
  const plan = (await getPlanById(db, row.planId))!
  return db.transaction(async (tx) => {
    const kept = await updateSubscription(tx, row.id, noPause)
    await recordChange(tx, { subscriptionId: row.id, userId, tier: plan.tier, event: { type: 'pause_canceled' }, notice: pauseNotices.canceled(plan, kept.currentPeriodEnd) })
    return kept
  })
}

/**
 * The Stripe side of the billing clock for pauses: a paid period that ended puts the member
 * on Free for the pause; a pause that ended restarts billing (a webhook may have come first).
 */
export async function runStripePauses(db: Db, { now }: { now: Date }) {
  const stripeRows = and(eq(subscriptions.provider, 'stripe'), isNotNull(subscriptions.pausedUntil))
  const starting = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(stripeRows, inArray(subscriptions.status, ['trialing', 'active']), lte(subscriptions.pauseStartsAt, now)))
  let moved = 0
  for (const { id } of starting) {
    const started = await db.transaction(async (tx) => {
      const [s] = await tx
        .update(subscriptions)
        .set({ status: 'paused', updatedAt: now })
        .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, ['trialing', 'active']), lte(subscriptions.pauseStartsAt, now)))
        .returning()
      if (!s || s.pausedUntil! <= now) return false
      const plan = (await getPlanById(tx, s.planId))!
      await recordChange(tx, { subscriptionId: s.id, userId: s.userId, tier: 'free', event: { type: 'paused', detail: { until: s.pausedUntil!.toISOString() } }, notice: pauseNotices.started(plan, s.pausedUntil!) })
      return true
    })
    if (started) moved++
  }
  const ended = await db.select().from(subscriptions).where(and(stripeRows, inArray(subscriptions.status, ['active', 'paused']), lte(subscriptions.pausedUntil, now)))
  for (const row of ended) {
    await restartBilling(db, row, now, 'pause_ended')
    moved++
  }
  return moved
}
