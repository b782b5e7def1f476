import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client.server'
import { subscriptions } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { violatedUniqueConstraint } from '../../db/unique-violation.server'
import { cardDeclined } from '../refusals.server'
import { addDays, addInterval, chargeWithDiscount, discounted, formatMoney, noDiscount } from '../plan-math'
import { discountOf, trialDaysFor } from '../offers/offer-terms'
import { checkoutOffer, redeemOffer } from '../offers/offers.server'
import { getPaidPlan } from '../plans.server'
import { findLiveSubscription, formatDay, hasHadSubscription, recordChange, recordInvoice } from '../state.server'
import type { TestCard } from './test-cards'

export const alreadySubscribed = () =>
  new AppError('already_subscribed', 409, 'billing.error.already_subscribed')


/**
 * Local checkout: first-time Premium subscribers start the 7-day trial (nothing charged
 * today; a trial offer makes it longer, and gives one on any plan to first-time subscribers);
 * everyone else pays the first period now. An offer's code is checked and counted in the
 * same transaction as the subscription. A declined card creates nothing.
 */
export async function subscribeLocal(
  db: Db,
  input: { userId: string; planId: string; card: TestCard; promotionCode?: string; now?: Date },
) {
  const now = input.now ?? new Date()
  const plan = await getPaidPlan(db, input.planId)
  const isFirst = !(await hasHadSubscription(db, input.userId))
  const offer = await checkoutOffer(db, input.promotionCode, { planId: plan.id, now, isTrialEligible: isFirst })
  if (input.card.outcome === 'decline') throw cardDeclined()
  try {
    return await db.transaction(async (tx) => {
      if (await findLiveSubscription(tx, input.userId)) throw alreadySubscribed()
      const trialDays = trialDaysFor({ tier: plan.tier, isFirst, offer })
      const isTrial = trialDays > 0
      const periodEnd = isTrial ? addDays(now, trialDays) : addInterval(now, plan.interval)
      const discount = offer ? discountOf(offer) : noDiscount
      // The first payment is today's unless there is a trial; it uses one of the discount's payments.
      const first = isTrial ? { chargeCents: 0, discountCents: 0, after: {} } : chargeWithDiscount(plan.priceCents, discount)
      const chargeCents = first.chargeCents
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
          ...discount,
          offerId: offer?.id ?? null,
          ...first.after,
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
        discountCents: first.discountCents,
        status: 'paid',
        periodStart: now,
        periodEnd,
        paidAt: now,
      })
      if (offer) await redeemOffer(tx, offer, { userId: input.userId, subscriptionId: subscription!.id, planId: plan.id, now })
      const price = formatMoney(discounted(plan.priceCents, discount.discountPercent, discount.discountAmountCents))
      await recordChange(tx, {
        subscriptionId: subscription!.id,
        userId: input.userId,
        tier: plan.tier,
        event: { type: isTrial ? 'trial_started' : 'subscribed', detail: { planId: plan.id, chargeCents, promotionCode: offer?.code ?? null } },
        notice: isTrial
          ? {
              title: 'Your free trial has started',
              message: `Enjoy ${plan.name} free for ${trialDays} days. Unless you cancel before ${formatDay(periodEnd)}, your ${plan.name} subscription starts then at ${price} per ${plan.interval}.`,
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
    if (violatedUniqueConstraint(error) !== null) throw alreadySubscribed()
    throw error
  }
}
