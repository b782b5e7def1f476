import { getDb } from '../../db/client.server'
import type { JobDefinition } from '../../jobs/queue.server'
import { startWaitingGifts } from './gift-time.server'
import { deliverDueGifts } from './gifts.server'

/** Gifts: every minute, the recipients' e-mails whose day has come, and the gifts that waited for a paid subscription to end. */
export const giftJobs: JobDefinition<never>[] = [
  {
    name: 'gifts',
    cron: '* * * * *',
    retryLimit: 0,
    run: async () => {
      const db = getDb()
      const now = new Date()
      return { sent: await deliverDueGifts(db, { now }), started: await startWaitingGifts(db, { now }) }
    },
  } satisfies JobDefinition,
] as JobDefinition<never>[]
