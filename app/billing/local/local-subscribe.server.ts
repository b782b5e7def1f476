import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client.server'
import { subscriptions } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { cardDeclined } from '../refusals.server'
import { addDays, addInterval, discounted, formatMoney, promotionCodes, TRIAL_DAYS } from '../plan-math'
import { getPaidPlan } from '../plans.server'
import { findLiveSubscription, formatDay, hasHadSubscription, recordChange, recordInvoice } from '../state.server'
import type { TestCard } from './test-cards'

export const alreadySubscribed = () =>
  new AppError('already_subscribed', 409, 'billing.error.already_subscribed')

/** PostgreSQL unique violation (23505), also when wrapped by the query builder. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | null
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause))
}

function readPromotionCode(code: string | undefined) {
  if (!code) return { discountPercent: 0, promotionCode: null }
  const promotion = promotionCodes[code.trim().toUpperCase()]
  if (!promotion) throw new AppError('invalid_promotion_code', 400, 'billing.error.invalid_promotion_code', { field: 'promotionCode' })
  return { discountPercent: promotion.percentOff, promotionCode: code.trim().toUpperCase() }
}

/**
 * Local checkout: first-time Premium subscribers start the 7-day trial (nothing charged
 * today); everyone else pays the first period now. A declined card creates nothing.
 */
export async function subscribeLocal(
  db: Db,
  input: { userId: string; planId: string; card: TestCard; promotionCode?: string; now?: Date },
) {
  const now = input.now ?? new Date()
  const plan = await getPaidPlan(db, input.planId)
  const promotion = readPromotionCode(input.promotionCode)
  if (input.card.outcome === 'decline') throw cardDeclined()
  try {
    return await db.transaction(async (tx) => {
      if (await findLiveSubscription(tx, input.userId)) throw alreadySubscribed()
      const isTrial = plan.tier === 'premium' && !(await hasHadSubscription(tx, input.userId))
      const periodEnd = isTrial ? addDays(now, TRIAL_DAYS) : addInterval(now, plan.interval)
      const chargeCents = isTrial ? 0 : discounted(plan.priceCents, promotion.discountPercent)
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          userId: input.userId,
          planId: plan.id,
          status: isTrial ? 'trialing' : 'active',
          provider: 'local',
          providerSubscriptionId: `local_${randomUUID()}`,
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          trialEnd: isTrial ? periodEnd : null,
          ...promotion,
          cardBrand: input.card.brand,
          cardLast4: input.card.last4,
          isCardDeclining: input.card.outcome === 'decline-later',
        })
        .returning()
      await recordInvoice(tx, {
        userId: input.userId,
        subscriptionId: subscription!.id,
        planId: plan.id,
        kind: isTrial ? 'trial' : 'subscription',
        amountCents: chargeCents,
        discountCents: isTrial ? 0 : plan.priceCents - chargeCents,
        status: 'paid',
        periodStart: now,
        periodEnd,
        paidAt: now,
      })
      const price = formatMoney(discounted(plan.priceCents, promotion.discountPercent))
      await recordChange(tx, {
        subscriptionId: subscription!.id,
        userId: input.userId,
        tier: plan.tier,
        event: { type: isTrial ? 'trial_started' : 'subscribed', detail: { planId: plan.id, chargeCents, promotionCode: promotion.promotionCode } },
        notice: isTrial
          ? {
              title: 'Your free trial has started',
              message: `Enjoy ${plan.name} free for ${TRIAL_DAYS} days. Unless you cancel before ${formatDay(periodEnd)}, your ${plan.name} subscription starts then at ${price} per ${plan.interval}.`,
              type: 'success',
            }
          : {
              title: `Welcome to ${plan.name}`,
              message: `You paid ${formatMoney(chargeCents)}. Your subscription renews automatically on ${formatDay(periodEnd)}.`,
              type: 'success',
            },
      })
      return { subscription: subscription!, plan, isTrial, chargeCents }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadySubscribed()
    throw error
  }
}
