import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { userRefOrNull } from './accounts'
import { subscriptionPlans, subscriptions } from './billing'
import { giftMonths, giftStatuses, type GiftStatus } from './billing-vocabulary'
import { createdAt, inList, utc, uuidPk } from './columns'

/**
 * Premium given to someone (decision 52): bought once for 1, 3, 6 or 12 months for an e-mail
 * address, sent on the buyer's date with a redeem link (`/gift/{code}`), redeemed once into an
 * account. It becomes a `gift` subscription that never renews, after any running subscription.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: uuidPk(),
    /** The secret of the redeem link: 24 random URL-safe characters. */
    code: text('code').notNull().unique(),
    planId: text('plan_id').notNull().references(() => subscriptionPlans.id),
    months: integer('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<GiftStatus>().notNull().default('pending'),
    buyerId: userRefOrNull('buyer_id'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    /** When the recipient's e-mail goes out (midnight UTC of the chosen day, or at payment). */
    sendAt: utc('send_at').notNull(),
    provider: text('provider').notNull(),
    /** The local payment's id, or the Stripe Checkout Session's. */
    providerReference: text('provider_reference').unique(),
    providerPaymentId: text('provider_payment_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: utc('paid_at'),
    sentAt: utc('sent_at'),
    redeemedAt: utc('redeemed_at'),
    redeemedBy: userRefOrNull('redeemed_by'),
    /** When the gift's months begin: at redemption, or when the recipient's running subscription ends. */
    startsAt: utc('starts_at'),
    /** The gift subscription it made or lengthened; null while it waits for a running subscription to end. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('gifts_months_check', sql.raw(`months in (${giftMonths.join(', ')})`)),
    check('gifts_status_check', inList('status', giftStatuses)),
    check('gifts_provider_check', inList('provider', ['local', 'stripe'])),
    check('gifts_amount_check', sql`${t.amountCents} > 0`),
    check('gifts_message_check', sql`char_length(${t.message}) <= 500`),
    index('gifts_created_idx').on(t.createdAt.desc()),
    index('gifts_status_send_idx').on(t.status, t.sendAt),
    index('gifts_waiting_idx').on(t.redeemedBy).where(sql`status = 'redeemed' and subscription_id is null`),
  ],
)
