import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { workspaceMembers } from '../../db/schema'
import { AppError, type AppErrorCode, type AppErrorStatus } from '../../lib/app-error'
import { fillMessage, webhookRefusalMessages, type WebhookRefusalReason } from './webhook-messages'

const statusOf: Record<WebhookRefusalReason, [AppErrorCode, AppErrorStatus]> = {
  urlInvalid: ['invalid_input', 400],
  urlCredentials: ['invalid_input', 400],
  urlHttps: ['invalid_input', 400],
  urlUnresolved: ['invalid_input', 400],
  urlPrivate: ['invalid_input', 400],
  eventsInvalid: ['invalid_input', 400],
  tooMany: ['conflict', 409],
  adminsOnly: ['not_allowed', 403],
  endpointGone: ['not_found', 404],
  deliveryGone: ['not_found', 404],
  endpointOff: ['conflict', 409],
}

const fieldOf: Partial<Record<WebhookRefusalReason, string>> = {
  urlInvalid: 'url',
  urlCredentials: 'url',
  urlHttps: 'url',
  urlUnresolved: 'url',
  urlPrivate: 'url',
  eventsInvalid: 'events',
}

/**
 * A webhook request refused on purpose: an AppError (status, English message, field) that also
 * names its reason and values, so a page can say it in the reader's language.
 */
export class WebhookRefusal extends AppError {
  constructor(
    readonly reason: WebhookRefusalReason,
    readonly values: Record<string, string | number> = {},
  ) {
    const [code, status] = statusOf[reason]
    super(code, status, fillMessage(webhookRefusalMessages[reason], values), { field: fieldOf[reason] })
  }
}

/**
 * Webhooks are managed by the workspace's Admins: a User of the workspace is refused (403),
 * anyone else finds no such workspace (404).
 */
export async function requireWebhookAdmin(db: Db, { workspaceId, actorId }: { workspaceId: string; actorId: string }) {
  const [member] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, actorId)))
  if (!member) throw new WebhookRefusal('endpointGone')
  if (member.role !== 'admin') throw new WebhookRefusal('adminsOnly')
}
