import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { workspaceMembers } from '../../db/schema'
import type { TextValues } from '../../i18n/text-keys'
import { AppError, type AppErrorCode, type AppErrorStatus } from '../../lib/app-error'

/** Why a webhook request is refused; each reason is the message `workspace.webhooks.error.<reason>`. */
const statusOf = {
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
} satisfies Record<string, [AppErrorCode, AppErrorStatus]>

export type WebhookRefusalReason = keyof typeof statusOf

const fieldOf: Partial<Record<WebhookRefusalReason, string>> = {
  urlInvalid: 'url',
  urlCredentials: 'url',
  urlHttps: 'url',
  urlUnresolved: 'url',
  urlPrivate: 'url',
  eventsInvalid: 'events',
}

/**
 * A webhook request refused on purpose: an AppError whose message is
 * `workspace.webhooks.error.<reason>`, with its values and the field it is about.
 */
export class WebhookRefusal extends AppError {
  declare readonly key: `workspace.webhooks.error.${WebhookRefusalReason}`

  constructor(
    readonly reason: WebhookRefusalReason,
    values: TextValues = {},
  ) {
    const [code, status] = statusOf[reason] as [AppErrorCode, AppErrorStatus]
    super(code, status, `workspace.webhooks.error.${reason}`, { values, field: fieldOf[reason] })
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
