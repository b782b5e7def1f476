import { getConfig } from '../../config.server'
import { getDb } from '../../db/client.server'
import { enqueue, type JobDefinition } from '../../jobs/queue.server'
import { deliverEdition } from './delivery.server'
import { startEdition } from './editions.server'
import { runNewsletterSchedule } from './schedule.server'

export const DELIVER_EDITION = 'newsletter-deliver'

/** Queues an edition's delivery, at once or when it is due. */
export function queueDelivery(editionId: string, startAfter?: Date) {
  return enqueue(DELIVER_EDITION, { editionId }, startAfter ? { startAfter } : {})
}

/** The newsletter's background work: the minute-by-minute schedule and each edition's delivery. */
export const newsletterJobs: JobDefinition<never>[] = [
  {
    name: 'newsletter-schedule',
    cron: '* * * * *',
    retryLimit: 0,
    run: async () => {
      const { NEWSLETTER_DIGEST_HOUR, NEWSLETTER_WEEKLY_DAY } = getConfig()
      const ready = await runNewsletterSchedule(getDb(), { now: new Date(), times: { digestHour: NEWSLETTER_DIGEST_HOUR, weeklyDay: NEWSLETTER_WEEKLY_DAY } })
      for (const id of ready) await queueDelivery(id)
      return { editions: ready.length }
    },
  } satisfies JobDefinition,
  {
    name: DELIVER_EDITION,
    retryLimit: 4,
    retryDelaySeconds: 60,
    run: async ({ editionId }: { editionId: string }) => {
      const db = getDb()
      // A scheduled edition starts here when its time comes (a no-op once started).
      await startEdition(db, editionId, new Date())
      return deliverEdition(db, editionId, { batchSize: getConfig().NEWSLETTER_BATCH_SIZE })
    },
  } satisfies JobDefinition<{ editionId: string }>,
] as JobDefinition<never>[]
