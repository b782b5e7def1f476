import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { tiers, users } from './accounts'
import { createdAt, inList, updatedAt, utc, uuidPk } from './columns'

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
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscription_plans_tier_check', inList('tier', tiers)),
    check('subscription_plans_interval_check', inList('interval', billingIntervals)),
    check('subscription_plans_price_check', sql`${t.priceCents} >= 0`),
    index('subscription_plans_price_idx').on(t.priceCents),
  ],
)

export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
] as const

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidPk(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subscriptions_status_check', inList('status', subscriptionStatuses)),
    check('subscriptions_provider_check', inList('provider', ['local', 'stripe'])),
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
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.createdAt.desc())],
)
