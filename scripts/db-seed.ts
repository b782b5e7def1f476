// Loads the demo content and demo accounts (idempotent) into DATABASE_URL or the embedded database.
import { getConfig } from '../app/config.server'
import { openDb } from '../app/db/client.server'
import { migrate } from '../app/db/migrate.server'
import { seedDemoContent } from '../app/db/seed/seed.server'

const config = getConfig()
const handle = await openDb(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
    : { kind: 'pglite', dataDir: config.PGLITE_DATA_DIR },
)
await migrate(handle)
const result = await seedDemoContent(handle.db)
await handle.close()
console.log(`Demo content loaded (${result.articles} new articles, ${handle.kind}).`)
