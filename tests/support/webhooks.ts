import { Webhook } from 'standardwebhooks'
import { expect } from 'vitest'
import type { Db } from '../../app/db/client.server'
import type { WebhookEvent } from '../../app/db/schema'
import { attemptWebhookDelivery, DISABLE_AFTER_FAILURES, queueWebhookEvent } from '../../app/public-api/webhooks/webhooks.server'
import { toReceiver } from './webhook-receiver'

/** The job queue's stand-in: keeps the deliveries handed to it, for the test to attempt. */
export function queueStandIn() {
  const queued: string[] = []
  return { queued, send: async (id: string) => void queued.push(id) }
}

/** A received webhook checked with the endpoint's secret, as its receiver would; throws when the signature does not match. */
export const verifyWebhook = (secret: string, message: { headers: Record<string, string>; body: string }) =>
  new Webhook(secret.replace(/^whsec_/, '')).verify(message.body, message.headers) as { type: string; timestamp: string; data: Record<string, unknown> }

/**
 * Fails deliveries of `event` for good, the receiver answering 500 to every attempt, until the
 * endpoint is switched off; gives the time of the last attempt. Every attempt must reach the
 * receiver, so that no scripted answer is left over for a later delivery.
 */
export async function failUntilSwitchedOff(db: Db, { event, now, script, send }: { event: WebhookEvent; now: Date; script: number[]; send: (id: string) => Promise<void> }) {
  let outcome
  for (let i = 0; i < DISABLE_AFTER_FAILURES; i++) {
    const [deliveryId] = await queueWebhookEvent(db, { event, data: { n: i }, now, send })
    do {
      script.push(500)
      outcome = await attemptWebhookDelivery(db, deliveryId!, { now, ...toReceiver })
      expect(outcome).toMatchObject({ responseStatus: 500 })
      if (outcome.status === 'retry') now = outcome.retryAt
    } while (outcome.status === 'retry')
  }
  expect(outcome!.status).toBe('disabled')
  return now
}
