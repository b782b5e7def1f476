import type { WebhookFailureReason } from '../../db/schema'
import type { FieldErrors, FormValues } from '../../lib/form-values'

/** One delivery of an endpoint's log, as the page shows it. */
export interface WebhookDeliveryView {
  id: string
  event: string
  status: string
  attempts: number
  responseStatus: number | null
  responseMs: number | null
  /** The failure in English; shown only for a failure logged before `errorReason` was kept. */
  error: string | null
  /** Why it failed: a message key and its values, written in the reader's language. */
  errorReason: WebhookFailureReason | null
  createdAt: Date | string
  lastAttemptAt: Date | string | null
}

export interface WebhookEndpointView {
  id: string
  url: string
  events: string[]
  createdAt: Date | string
  disabledAt: Date | string | null
  consecutiveFailures: number
  lastStatus: 'pending' | 'succeeded' | 'failed' | null
  lastDeliveryAt: Date | string | null
  deliveries: WebhookDeliveryView[]
}

/** What the webhook forms answer: a new endpoint with its secret (shown this once), a change done, or a refusal with what was typed. */
export interface WebhookFormResult {
  intent: string
  ok: boolean
  /** A refusal not about one field, in the reader's language. */
  message: string | null
  done?: 'tested' | 'enabled' | 'disabled' | 'deleted' | 'redelivered'
  /** The endpoint the change was about (its delivery log opens). */
  endpointId?: string
  created?: { id: string; url: string; secret: string }
  errors: FieldErrors
  /** What was typed: `url`, and `events` as the ticked names joined by commas. */
  values: FormValues
}
