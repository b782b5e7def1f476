/**
 * The billing vocabulary the tables check against. Client-safe (no drizzle): the cancel page
 * reads the same list through app/billing/cancel-reasons.ts.
 */

/** Why a member cancels, as the cancel page asks (the choices, in the order shown). */
export const cancelReasons = ['too_expensive', 'not_using', 'missing_content', 'found_alternative', 'technical_problems', 'temporary_break', 'other'] as const
export type CancelReason = (typeof cancelReasons)[number]

/**
 * What an offer gives: a percentage or an amount off some payments, a longer free trial, or
 * (retention only) a pause of 1–3 months with no payment and no paid features (decision 54).
 */
export const offerKinds = ['percent', 'amount', 'trial', 'pause'] as const
export type OfferKind = (typeof offerKinds)[number]

/** Where an offer is shown: through its own link (`/offer/{code}`) or on the cancel page. */
export const offerPurposes = ['signup', 'retention'] as const
export type OfferPurpose = (typeof offerPurposes)[number]

/** How long a gift of Premium lasts, in months (decision 52). */
export const giftMonths = [1, 3, 6, 12] as const
export type GiftMonths = (typeof giftMonths)[number]

/**
 * A gift's life: waiting for its payment (Stripe Checkout), paid and waiting for its send
 * date, sent to the recipient, redeemed into an account.
 */
export const giftStatuses = ['pending', 'paid', 'sent', 'redeemed'] as const
export type GiftStatus = (typeof giftStatuses)[number]

/** Who runs a subscription: a payment provider, or a gift (which never renews). */
export const subscriptionProviders = ['local', 'stripe', 'gift'] as const
