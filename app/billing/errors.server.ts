export type BillingErrorCode =
  | 'invalid_plan'
  | 'no_subscription'
  | 'already_subscribed'
  | 'same_plan'
  | 'card_declined'
  | 'invalid_card'
  | 'invalid_promotion_code'
  | 'past_due'
  | 'not_canceling'
  | 'no_scheduled_change'
  | 'provider_error'
  | 'not_available'
  | 'payments_not_configured'
  | 'rate_limited'

/** A billing request that cannot be carried out; `status` is the HTTP status a route answers. */
export class BillingError extends Error {
  override name = 'BillingError'
  constructor(
    readonly code: BillingErrorCode,
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

export const noSubscription = () => new BillingError('no_subscription', 'You have no active subscription.', 404)
export const cardDeclined = () => new BillingError('card_declined', 'Your card was declined.', 402)
