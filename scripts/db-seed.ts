// Loads the demo content and demo accounts (idempotent) into DATABASE_URL or the embedded database.
import { getConfig } from '../app/config.server'
import { configuredTarget, openDb } from '../app/db/client.server'
import { migrate } from '../app/db/migrate.server'
import { seedDemoContent } from '../app/db/seed/seed.server'

const handle = await openDb(configuredTarget(getConfig(), { poolSize: 1 }))
await migrate(handle)
const result = await seedDemoContent(handle.db)
await handle.close()
console.log(`Demo content loaded (${result.articles} new articles, ${handle.kind}).`)
