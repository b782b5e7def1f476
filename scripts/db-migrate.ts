// Applies pending migrations to DATABASE_URL, or to the embedded database.
import { getConfig } from '../app/config.server'
import { configuredTarget, openDb } from '../app/db/client.server'
import { migrate } from '../app/db/migrate.server'

const handle = await openDb(configuredTarget(getConfig(), { poolSize: 1 }))
await migrate(handle)
await handle.close()
console.log(`Migrations applied (${handle.kind}).`)
