import { and, eq } from 'drizzle-orm'
import type { ContentType } from '../../content/content-types'
import { getConfig } from '../../config.server'
import { getDb, type Db } from '../../db/client.server'
import { users, webhookDeliveries, webhookEndpoints, workspaceMembers, type WebhookEvent } from '../../db/schema'
import { sendEmail } from '../../email/mailer.server'
import { webhookDisabledEmail } from '../../email/templates'
import { enqueue, jobQueue, type JobDefinition } from '../../jobs/queue.server'
import { announceContent, eventOfChange, type ContentChange } from './content-events.server'
import { attemptWebhookDelivery, DISABLE_AFTER_FAILURES } from './webhooks.server'

const ANNOUNCE = 'webhook-event'
const DELIVER = 'webhook-deliver'

const queueDelivery = (deliveryId: string, startAfter?: Date) => enqueue(DELIVER, { deliveryId }, startAfter ? { startAfter } : {})

/** Hands one delivery (a test event, a redelivery) to the queue that sends it now. */
export const queueWebhookDelivery = (deliveryId: string) => queueDelivery(deliveryId)

/** Queues the webhook event a content save stands for (a scheduled publication waits for its time). */
export async function queueContentChange(change: ContentChange) {
  const due = eventOfChange(change)
  if (!due || !jobQueue()) return
  await enqueue(ANNOUNCE, { type: change.type, id: change.id, event: due.event }, due.at > new Date() ? { startAfter: due.at } : {})
}

/** Tells a workspace's Admins that an endpoint was switched off. */
async function tellAdmins(db: Db, deliveryId: string) {
  const [endpoint] = await db
    .select({ url: webhookEndpoints.url, workspaceId: webhookEndpoints.workspaceId })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
  if (!endpoint) return
  const admins = await db
    .select({ email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, endpoint.workspaceId), eq(workspaceMembers.role, 'admin')))
  const { SITE_NAME, SITE_URL } = getConfig()
  for (const admin of admins) {
    await sendEmail(db, { to: admin.email, kind: 'webhook-disabled', ...webhookDisabledEmail(SITE_NAME, { url: endpoint.url, failures: DISABLE_AFTER_FAILURES, manageUrl: `${SITE_URL}/workspace/api#webhooks` }) })
  }
}

/** Webhooks on the job queue: each event fans out to its endpoints; each delivery retries on its own schedule. */
export const webhookJobs: JobDefinition<never>[] = [
  {
    name: ANNOUNCE,
    retryLimit: 3,
    run: ({ type, id, event }: { type: ContentType; id: string; event: WebhookEvent }) =>
      announceContent(getDb(), { type, id, event, send: (deliveryId) => queueDelivery(deliveryId) }),
  } satisfies JobDefinition<{ type: ContentType; id: string; event: WebhookEvent }>,
  {
    name: DELIVER,
    // Retries follow the delivery's own schedule (RETRY_DELAYS_SECONDS), queued as new jobs.
    retryLimit: 0,
    concurrency: 4,
    run: async ({ deliveryId }: { deliveryId: string }) => {
      const db = getDb()
      const outcome = await attemptWebhookDelivery(db, deliveryId, { allowLocalHttp: getConfig().WEBHOOK_ALLOW_LOCAL_HTTP })
      if (outcome.status === 'retry') await queueDelivery(deliveryId, outcome.retryAt)
      if (outcome.status === 'disabled') await tellAdmins(db, deliveryId)
      return outcome
    },
  } satisfies JobDefinition<{ deliveryId: string }>,
] as JobDefinition<never>[]
