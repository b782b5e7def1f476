import { AppError } from '../lib/app-error'

/** The billing refusals several use cases and both providers share, so each reads the same everywhere. */
export const noSubscription = () => new AppError('no_subscription', 404, 'billing.error.no_subscription')

export const cardDeclined = () => new AppError('card_declined', 402, 'billing.error.card_declined')
