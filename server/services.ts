import { getConfig } from '../app/config.server'
import { resolveAuthSecret } from '../app/lib/auth-secret.server'
import { configuredTarget, getDbHandle, openDb, setDbHandle } from '../app/db/client.server'
import { migrate } from '../app/db/migrate.server'
import { waitForDatabase } from '../app/db/wait-for-database.server'
import { isEmpty, seedDemoContent } from '../app/db/seed/seed.server'
import { flushCounters } from '../app/analytics/batched-counter.server'
import { countViewsOnQueue } from '../app/analytics/view-jobs.server'
import { jobDefinitions } from '../app/jobs/definitions.server'
import { startJobQueue, stopJobQueue } from '../app/jobs/queue.server'
import { billingStartupNotice } from '../app/billing/startup-notice.server'
import { startSupportReceiver } from '../app/support/smtp-receiver.server'
import { openOwnerSetup, ownerSetupPath } from '../app/accounts/owner-setup.server'
import { startBus, stopBus } from '../app/lib/bus.server'
import { uploadStore } from '../app/storage/storage.server'
import { logger } from '../app/lib/log.server'

let supportReceiver: Awaited<ReturnType<typeof startSupportReceiver>> | undefined

/**
 * Reads the configuration, opens the database (waiting a bounded time for PostgreSQL), applies
 * migrations, on an empty embedded database loads the demo, and starts the job queue.
 */
export async function startServices() {
  const config = getConfig()
  // A missing AUTH_SECRET stops the start here, not at the first sign-in.
  resolveAuthSecret(config)
  // An object store that cannot be used stops the start with the variable to fix.
  const uploads = uploadStore()
  await uploads.check()
  if (config.STORAGE_DRIVER === 's3') logger.info(`Uploads are stored in the ${uploads.description}.`)
  const handle = await openDb(configuredTarget(config))
  if (handle.kind === 'postgres') {
    await waitForDatabase(handle.db, { url: handle.url, timeoutSeconds: config.DATABASE_STARTUP_TIMEOUT_SECONDS })
  }
  setDbHandle(handle)
  await migrate(handle)
  // What one instance says that all must hear: cache purges, settings, live notifications.
  await startBus(handle)
  if (handle.kind === 'pglite' && config.SEED_DEMO_CONTENT === 'auto' && (await isEmpty(handle.db))) {
    const result = await seedDemoContent(handle.db)
    logger.info(
      `Loaded the demo content (${result.articles} articles, ${result.courses} courses, ${result.tutorials} tutorials, ${result.videos} videos, ${result.podcasts} podcast episodes).`,
    )
  }
  // With several workers (server-workers.js), the first one alone does what must happen once per start.
  const isFirstWorker = (process.env.LUMEN_WORKER ?? '0') === '0'
  // A site nobody runs yet: the one place the owner's one-time set-up link is ever shown.
  const setupToken = isFirstWorker ? await openOwnerSetup(handle.db) : null
  if (setupToken) {
    logger.info(
      `No admin account exists yet. Create the owner account within an hour at ${new URL(ownerSetupPath(setupToken), config.SITE_URL)} ` +
        '(the link works once; each start makes a new one). Or run "npm run admin -- create <email> <name>".',
    )
  }
  const billingNotice = billingStartupNotice(config)
  if (billingNotice) logger.warn(billingNotice)
  // Background work (billing, view counts, newsletters) runs on the durable queue in the same database.
  await startJobQueue(handle, jobDefinitions(config))
  countViewsOnQueue()
  // Customer replies to the support desk, when its SMTP receiver is switched on.
  if (config.SUPPORT_SMTP_PORT > 0 && isFirstWorker) {
    supportReceiver = await startSupportReceiver(() => getDbHandle()!.db, { port: config.SUPPORT_SMTP_PORT, host: config.HOST })
    logger.info(`The support desk receives e-mail on port ${supportReceiver.port}.`)
  }
  return { config, database: handle.kind }
}

/** Stops the queue, writes what the counters still hold straight to the database, and closes it. */
export async function stopServices() {
  await supportReceiver?.close()
  supportReceiver = undefined
  await stopJobQueue().catch(() => undefined)
  await stopBus()
  const handle = getDbHandle()
  if (handle) await flushCounters(handle.db)
  setDbHandle(undefined)
  await handle?.close()
}
