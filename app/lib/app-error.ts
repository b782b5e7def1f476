import { englishText } from '../i18n/english-text'
import type { TextKey, TextValues } from '../i18n/text-keys'

/**
 * What a billing request can be refused for. The billing forms show a refusal by its code, as
 * the message `billing.error.<code>`.
 */
export const billingErrorCodes = [
  'invalid_plan',
  'no_subscription',
  'already_subscribed',
  'same_plan',
  'card_declined',
  'invalid_card',
  'invalid_promotion_code',
  'past_due',
  'not_canceling',
  'no_scheduled_change',
  'provider_error',
  'not_available',
  'payments_not_configured',
  'rate_limited',
  'offer_ended',
  'offer_used_up',
  'offer_wrong_plan',
  'offer_new_members_only',
  'not_paused',
  'subscription_paused',
] as const

export type BillingErrorCode = (typeof billingErrorCodes)[number]

/** What any other request can be refused for; the status says how the route answers it. */
export type CommonErrorCode =
  /** A value the page cannot use: an unknown filter, a rating out of range, a past date. */
  | 'invalid_input'
  /** A "Load more" or `?page=` link whose position no longer decodes. */
  | 'invalid_cursor'
  /** Premium content for a reader whose plan does not include it. */
  | 'premium_required'
  /** A step the member or admin may not take (rate a course not started, suspend oneself). */
  | 'not_allowed'
  | 'not_found'
  /** Someone else changed the same row first. */
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'

export type AppErrorCode = CommonErrorCode | BillingErrorCode

export type AppErrorStatus = 400 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 502 | 503

export interface AppErrorDetails {
  /** What the text's `{placeholders}` are filled with. */
  values?: TextValues
  /** The form field the message belongs to, when the refusal is about one. */
  field?: string
}

/**
 * A request the site refuses on purpose, thrown by domain functions and answered by routes
 * (`appErrorResponse`) with its status and text. The refusal names its text by key and values,
 * never as a sentence: the route writes it in the reader's language, which the domain does not
 * know. `message` is the English text, for logs and tests. Anything else thrown is a fault:
 * routes let it through to the error log and the 500 page.
 */
export class AppError extends Error {
  override name = 'AppError'
  readonly values: TextValues
  readonly field?: string

  constructor(
    readonly code: AppErrorCode,
    readonly status: AppErrorStatus,
    readonly key: TextKey,
    details: AppErrorDetails = {},
  ) {
    super(englishText(key, details.values))
    this.values = details.values ?? {}
    this.field = details.field
  }
}

/** The refusal behind `error`; anything that is not an AppError is thrown again unchanged. */
export function appErrorOf(error: unknown): AppError {
  if (error instanceof AppError) return error
  throw error
}

const billingCodes: ReadonlySet<string> = new Set(billingErrorCodes)

export const isBillingError = (error: unknown): error is AppError & { code: BillingErrorCode } =>
  error instanceof AppError && billingCodes.has(error.code)
