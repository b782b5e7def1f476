import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { gifts, subscriptions } from '../../db/schema'
import { addInterval } from '../plan-math'
import { getPlanById } from '../plans.server'
import { accessEndsAt, findLiveSubscription, formatDay, recordChange, updateSubscription } from '../state.server'

type Gift = typeof gifts.$inferSelect

/** What redeeming did: the months began now, lengthened a running gift, or wait for a paid subscription to end. */
export type GiftTime = { kind: 'started' | 'extended'; until: Date } | { kind: 'waiting'; from: Date; subscription: { id: string; provider: string; cancelAtPeriodEnd: boolean } }

/**
 * Gives a redeemed gift's months to its member, inside the caller's transaction: a new `gift`
 * subscription that ends without renewing, or a running gift made longer. While a paid
 * subscription runs, the gift waits for its end (stacking); `startWaitingGifts` starts it then.
 */
export async function giveGiftTime(tx: Db, gift: Gift, userId: string, now: Date): Promise<GiftTime> {
  const live = await findLiveSubscription(tx, userId, { lock: true })
  const plan = (await getPlanById(tx, gift.planId))!
  if (live && live.provider !== 'gift') {
    const from = accessEndsAt(live)
    await tx.update(gifts).set({ startsAt: from }).where(eq(gifts.id, gift.id))
    return { kind: 'waiting', from, subscription: { id: live.id, provider: live.provider, cancelAtPeriodEnd: live.cancelAtPeriodEnd } }
  }
  const base = { userId, tier: plan.tier }
  if (live) {
    const until = addInterval(live.currentPeriodEnd, 'month', gift.months)
    await updateSubscription(tx, live.id, { currentPeriodEnd: until })
    await tx.update(gifts).set({ startsAt: live.currentPeriodEnd, subscriptionId: live.id }).where(eq(gifts.id, gift.id))
    await recordChange(tx, {
      ...base,
      subscriptionId: live.id,
      event: { type: 'gift_extended', detail: { giftId: gift.id, months: gift.months } },
      notice: { title: `${gift.months} more months of ${plan.name}`, message: `A gift from ${gift.buyerName} lengthened your ${plan.name} membership to ${formatDay(until)}.`, type: 'success' },
    })
    return { kind: 'extended', until }
  }
  const until = addInterval(now, 'month', gift.months)
  const [created] = await tx
    .insert(subscriptions)
    .values({ userId, planId: plan.id, status: 'active', provider: 'gift', currentPeriodStart: now, currentPeriodEnd: until, cancelAtPeriodEnd: true })
    .returning({ id: subscriptions.id })
  await tx.update(gifts).set({ startsAt: now, subscriptionId: created!.id }).where(eq(gifts.id, gift.id))
  await recordChange(tx, {
    ...base,
    subscriptionId: created!.id,
    event: { type: 'gift_started', detail: { giftId: gift.id, months: gift.months } },
    notice: { title: `Your gift of ${plan.name} has started`, message: `${gift.buyerName} gave you ${plan.name} until ${formatDay(until)}. It does not renew, and nothing is charged.`, type: 'success' },
  })
  return { kind: 'started', until }
}

/**
 * Starts the gifts that waited for a paid subscription (run with the billing job): once their
 * member has no running paid subscription, their months begin. A gift whose member resumed
 * the paid subscription waits on.
 */
export async function startWaitingGifts(db: Db, { now = new Date() } = {}) {
  const waiting = await db
    .select({ id: gifts.id })
    .from(gifts)
    // A gift whose member deleted their account (redeemed_by emptied) has no one to start for.
    .where(and(eq(gifts.status, 'redeemed'), isNull(gifts.subscriptionId), isNotNull(gifts.redeemedBy), lte(gifts.startsAt, now)))
    .limit(200)
  let started = 0
  for (const { id } of waiting) {
    const time = await db.transaction(async (tx) => {
      const [gift] = await tx.select().from(gifts).where(and(eq(gifts.id, id), isNull(gifts.subscriptionId))).for('update')
      return gift?.redeemedBy ? giveGiftTime(tx, gift, gift.redeemedBy, now) : null
    })
    if (time && time.kind !== 'waiting') started++
  }
  return started
}
