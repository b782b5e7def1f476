import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { memberId } from './accounts'
import { subscriptionPlans, subscriptions } from './billing'
import { offerKinds, offerPurposes, type OfferKind, type OfferPurpose } from './billing-vocabulary'
import { cascadeRef, inList, timestamps, utc, uuidPk, createdAt } from './columns'

/**
 * Discounts the site runs (decision 48): a percentage or an amount off a number of payments
 * (null: every payment), or a longer trial, for one plan or every paid plan, with an optional
 * redemption limit and end. Signup offers have a shareable link; retention offers are shown
 * to members on the cancel page.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuidPk(),
    /** What members type or follow: `/offer/{code}`, upper case. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** One sentence shown on the offer's page. */
    description: text('description').notNull().default(''),
    purpose: text('purpose').$type<OfferPurpose>().notNull().default('signup'),
    kind: text('kind').$type<OfferKind>().notNull(),
    percentOff: integer('percent_off').notNull().default(0),
    amountOffCents: integer('amount_off_cents').notNull().default(0),
    trialDays: integer('trial_days').notNull().default(0),
    /** A pause offer's length in months (1–3); 0 for the other kinds. */
    pauseMonths: integer('pause_months').notNull().default(0),
    /** Payments the discount applies to; null: every payment while the subscription lasts. */
    periods: integer('periods'),
    /** The plan (tier and cadence) it is for; null: any paid plan. */
    planId: text('plan_id').references(() => subscriptionPlans.id),
    redemptionLimit: integer('redemption_limit'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    endsAt: utc('ends_at'),
    isActive: boolean('is_active').notNull().default(true),
    /** The Stripe coupon made for it on first use with the Stripe provider. */
    stripeCouponId: text('stripe_coupon_id'),
    ...timestamps(),
  },
  (t) => [
    check('offers_code_check', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'`),
    check('offers_kind_check', inList('kind', offerKinds)),
    check('offers_purpose_check', inList('purpose', offerPurposes)),
    check('offers_percent_check', sql`${t.percentOff} between 0 and 100`),
    check('offers_amount_check', sql`${t.amountOffCents} >= 0`),
    check('offers_trial_check', sql`${t.trialDays} between 0 and 365`),
    check('offers_pause_check', sql`${t.pauseMonths} between 0 and 3 and (${t.kind} <> 'pause' or (${t.pauseMonths} >= 1 and ${t.purpose} = 'retention'))`),
    check('offers_periods_check', sql`${t.periods} is null or ${t.periods} between 1 and 36`),
    check('offers_limit_check', sql`${t.redemptionLimit} is null or ${t.redemptionLimit} >= 1`),
    check('offers_count_check', sql`${t.redemptionCount} >= 0 and (${t.redemptionLimit} is null or ${t.redemptionCount} <= ${t.redemptionLimit})`),
  ],
)

/** Each use of an offer: who, on which subscription, when. */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: uuidPk(),
    offerId: cascadeRef('offer_id', () => offers.id),
    userId: memberId(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: text('plan_id').references(() => subscriptionPlans.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offer_redemptions_subscription_idx').on(t.offerId, t.subscriptionId),
    index('offer_redemptions_offer_idx').on(t.offerId, t.createdAt.desc()),
  ],
)
