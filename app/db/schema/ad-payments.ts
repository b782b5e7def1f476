import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { userRefOrNull } from './accounts'
import { adCampaigns } from './ads'
import { adPaymentStatuses } from './ad-vocabulary'
import { cascadeRef, inList, timestamps, utc, uuidPk } from './columns'

/**
 * What an advertiser paid for a campaign booked on /advertising: one row per campaign, paid
 * by card in the billing provider in use (the local test mode, or Stripe Checkout), and
 * refunded in full when staff cannot run the campaign.
 */
export const adPayments = pgTable(
  'ad_payments',
  {
    id: uuidPk(),
    campaignId: cascadeRef('campaign_id', () => adCampaigns.id).unique(),
    payerId: userRefOrNull('payer_id'),
    provider: text('provider').notNull(),
    /** The local payment's id, or the Stripe Checkout Session's. */
    providerReference: text('provider_reference').unique(),
    /** Stripe's payment intent, needed for a refund. */
    providerPaymentId: text('provider_payment_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: utc('paid_at'),
    refundedAt: utc('refunded_at'),
    ...timestamps(),
  },
  (t) => [
    check('ad_payments_status_check', inList('status', adPaymentStatuses)),
    check('ad_payments_provider_check', sql`provider in ('local', 'stripe')`),
    check('ad_payments_amount_check', sql`amount_cents > 0`),
    index('ad_payments_payer_idx').on(t.payerId),
  ],
)
