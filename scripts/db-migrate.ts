// Applies pending migrations to DATABASE_URL, or to the embedded database.
import { getConfig } from '../app/config.server'
import { openDb } from '../app/db/client.server'
import { migrate } from '../app/db/migrate.server'

const config = getConfig()
const handle = await openDb(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
    : { kind: 'pglite', dataDir: config.PGLITE_DATA_DIR },
)
await migrate(handle)
await handle.close()
console.log(`Migrations applied (${handle.kind}).`)
