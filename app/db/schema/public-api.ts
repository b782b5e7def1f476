import { check, index, integer, jsonb, pgTable, primaryKey, text, date } from 'drizzle-orm/pg-core'
import type { MessageKey } from '../../i18n/en'
import { userRefOrNull } from './accounts'
import { createdAt, inList, utc, uuidPk, cascadeRef } from './columns'
import { workspaces } from './workspaces'

/**
 * A workspace's API key. Only a SHA-256 of the key is stored; `prefix` (the first characters
 * after `lum_`) names it in lists. Revoked keys stay for the usage history.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPk(),
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: userRefOrNull('created_by'),
    createdAt: createdAt(),
    lastUsedAt: utc('last_used_at'),
    revokedAt: utc('revoked_at'),
  },
  (t) => [index('api_keys_workspace_idx').on(t.workspaceId, t.createdAt.desc())],
)

/** Requests counted per workspace and calendar month (UTC): the quota, shared by every instance. */
export const apiMonthlyUsage = pgTable(
  'api_monthly_usage',
  {
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    month: date('month', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull().default(0),
    /** Which quota warnings (80, 100) were e-mailed this month. */
    warnedAt: integer('warned_at').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.month] })],
)

/** Requests per day, key and endpoint, for the usage charts. */
export const apiDailyUsage = pgTable(
  'api_daily_usage',
  {
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    day: date('day', { mode: 'string' }).notNull(),
    keyId: cascadeRef('key_id', () => apiKeys.id),
    endpoint: text('endpoint').notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day, t.keyId, t.endpoint] })],
)

export const webhookEvents = [
  'article.published', 'article.updated', 'article.unpublished',
  'course.published', 'course.updated', 'course.unpublished',
  'tutorial.published', 'tutorial.updated', 'tutorial.unpublished',
  'video.published', 'video.updated', 'video.unpublished',
  'episode.published', 'episode.updated', 'episode.unpublished',
] as const
export type WebhookEvent = (typeof webhookEvents)[number]

/** A workspace's webhook endpoint (custom integration); its signing secret is shown once. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuidPk(),
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdBy: userRefOrNull('created_by'),
    createdAt: createdAt(),
    disabledAt: utc('disabled_at'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  },
  (t) => [index('webhook_endpoints_workspace_idx').on(t.workspaceId)],
)

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const

/**
 * Why a delivery failed, as its log shows it to the workspace's Admins: the message's key and
 * values, written in the reader's language when the page is shown.
 */
export interface WebhookFailureReason {
  key: Extract<MessageKey, `workspace.webhooks.delivery.${string}` | `workspace.webhooks.error.${string}`>
  values: Record<string, string | number>
}

/** One event sent (or to be sent) to one endpoint, with each attempt's outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidPk(),
    endpointId: cascadeRef('endpoint_id', () => webhookEndpoints.id),
    event: text('event').notNull(),
    payload: text('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    /** The failure in English, for the server's own reading; the log shows `errorReason`. */
    error: text('error'),
    /** The failure as the log shows it; null before it was kept (the log then shows `error`). */
    errorReason: jsonb('error_reason').$type<WebhookFailureReason>(),
    createdAt: createdAt(),
    lastAttemptAt: utc('last_attempt_at'),
  },
  (t) => [
    check('webhook_deliveries_status_check', inList('status', webhookDeliveryStatuses)),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
  ],
)
