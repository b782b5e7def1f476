import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { tiers, memberId } from './accounts'
import { cancelReasons, subscriptionProviders } from './billing-vocabulary'
import { utc, createdAt, timestamps, uuidPk, inList, cascadeRef } from './columns'

export const billingIntervals = ['month', 'year'] as const

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    /** Stable key such as "premium-month". */
    id: text('id').primaryKey(),
    tier: text('tier').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    interval: text('interval').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    providerPriceId: text('provider_price_id'),
    /** Members the plan covers: an Enterprise workspace's seats. */
    seats: integer('seats').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscription_plans_tier_check', inList('tier', tiers)),
    check('subscription_plans_interval_check', inList('interval', billingIntervals)),
    check('subscription_plans_price_check', sql`${t.priceCents} >= 0`),
    check('subscription_plans_seats_check', sql`${t.seats} >= 1`),
    index('subscription_plans_price_idx').on(t.priceCents),
  ],
)

export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'paused',
  'canceled',
  'incomplete',
] as const

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidPk(),
    userId: memberId(),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status').notNull(),
    provider: text('provider').notNull().default('local'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    currentPeriodStart: utc('current_period_start').notNull(),
    currentPeriodEnd: utc('current_period_end').notNull(),
    trialEnd: utc('trial_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    scheduledPlanId: text('scheduled_plan_id').references(() => subscriptionPlans.id),
    canceledAt: utc('canceled_at'),
    endedAt: utc('ended_at'),
    /**
     * A pause taken on the cancel page (decision 54): from this moment (the end of the paid
     * period) no payment is taken and the member is on Free, until `pausedUntil`.
     */
    pauseStartsAt: utc('pause_starts_at'),
    /** When a pause ends: billing restarts and the plan's features come back. */
    pausedUntil: utc('paused_until'),
    /** While past_due: paid features stay until this moment, then the member reverts to Free. */
    graceEndsAt: utc('grace_ends_at'),
    discountPercent: integer('discount_percent').notNull().default(0),
    promotionCode: text('promotion_code'),
    /** An amount taken off each discounted payment (an offer's amount off). */
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    /** Payments the discount still applies to; null: every payment (decision 48). */
    discountPeriodsLeft: integer('discount_periods_left'),
    /** The offer the discount came from, if any. */
    offerId: uuid('offer_id'),
    /** Unused value from plan changes, taken off the next charges (like a customer balance). */
    creditCents: integer('credit_cents').notNull().default(0),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Local test mode: the card on file is declined when charged (renewal failure simulation). */
    isCardDeclining: boolean('is_card_declining').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('subscriptions_status_check', inList('status', subscriptionStatuses)),
    check('subscriptions_discount_check', sql`${t.discountPercent} between 0 and 100`),
    check('subscriptions_discount_amount_check', sql`${t.discountAmountCents} >= 0`),
    check('subscriptions_credit_check', sql`${t.creditCents} >= 0`),
    uniqueIndex('subscriptions_one_live_per_user_idx')
      .on(t.userId)
      .where(sql`status in ('trialing', 'active', 'past_due', 'paused')`),
    check('subscriptions_provider_check', inList('provider', subscriptionProviders)),
    check('subscriptions_pause_check', sql`(${t.pauseStartsAt} is null) = (${t.pausedUntil} is null) and (${t.pausedUntil} is null or ${t.pausedUntil} > ${t.pauseStartsAt})`),
    check('subscriptions_period_check', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
    index('subscriptions_user_status_idx').on(t.userId, t.status),
    index('subscriptions_status_idx').on(t.status, t.currentPeriodEnd),
  ],
)

/** Every change to a subscription, for the member's history and the admin's audit. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuidPk(),
    subscriptionId: cascadeRef('subscription_id', () => subscriptions.id),
    type: text('type').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.createdAt.desc())],
)

/** What a member said when cancelling: the reason chosen and their own words (decision 46). */
export const subscriptionCancellations = pgTable(
  'subscription_cancellations',
  {
    id: uuidPk(),
    subscriptionId: cascadeRef('subscription_id', () => subscriptions.id),
    userId: memberId(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscription_cancellations_reason_check', inList('reason', cancelReasons)),
    check('subscription_cancellations_note_check', sql`char_length(${t.note}) <= 1000`),
    index('subscription_cancellations_created_idx').on(t.createdAt.desc()),
  ],
)

export const invoiceKinds = ['trial', 'subscription', 'renewal', 'proration'] as const

export const invoiceStatuses = ['paid', 'open', 'void'] as const

/** Charges and payments of a member, local or mirrored from Stripe (the payment history). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuidPk(),
    userId: memberId(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('local'),
    providerInvoiceId: text('provider_invoice_id').unique(),
    planId: text('plan_id').references(() => subscriptionPlans.id),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    creditAppliedCents: integer('credit_applied_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    periodStart: utc('period_start'),
    periodEnd: utc('period_end'),
    hostedUrl: text('hosted_url'),
    paidAt: utc('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('billing_invoices_kind_check', inList('kind', invoiceKinds)),
    check('billing_invoices_status_check', inList('status', invoiceStatuses)),
    check('billing_invoices_amount_check', sql`${t.amountCents} >= 0`),
    index('billing_invoices_user_idx').on(t.userId, t.createdAt.desc()),
    index('billing_invoices_subscription_idx').on(t.subscriptionId),
  ],
)

/** Provider webhook events already applied; the insert shares the transaction of the effect. */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull().default('stripe'),
  type: text('type').notNull(),
  receivedAt: utc('received_at').notNull().defaultNow(),
})
