import type { RequestHandler } from 'express'
import type { DbHandle } from '../app/db/client.server'
import { isMigrated } from '../app/db/migrate.server'

/** /readyz answers within this time, whatever the database does. */
export const readinessDeadlineMs = 1500

/**
 * Readiness: 200 when the database answers and is migrated, else 503. A database that does
 * not answer in time counts as not ready; its late answer is ignored.
 */
export function readiness(currentHandle: () => DbHandle | undefined): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store')
    const handle = currentHandle()
    const ready = handle ? await answerWithin(isMigrated(handle.db), readinessDeadlineMs) : false
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' })
  }
}

function answerWithin(check: Promise<boolean>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer))
}
