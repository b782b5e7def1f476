// Loads the demo content and demo accounts (idempotent) into DATABASE_URL or the embedded database.
// The demo accounts' passwords are published in the README, so a site with a public SITE_URL
// gets them only when the flag below says the operator knows that.
import { getConfig, isLocalSiteUrl } from '../app/config.server'
import { configuredTarget, openDb } from '../app/db/client.server'
import { migrate } from '../app/db/migrate.server'
import { seedDemoContent } from '../app/db/seed/seed.server'

const publicFlag = '--with-published-demo-passwords'
const config = getConfig()
if (!isLocalSiteUrl(config.SITE_URL) && !process.argv.includes(publicFlag)) {
  console.error(
    `Refusing to load the demo: SITE_URL (${new URL(config.SITE_URL).host}) is public, and the demo accounts, an admin among them, ` +
      `have passwords anyone can read in the README. Create your own admin with "npm run admin -- create <email> <name>". ` +
      `To load the demo anyway (a throwaway public preview), run "npm run db:seed -- ${publicFlag}".`,
  )
  process.exit(2)
}

const handle = await openDb(configuredTarget(config, { poolSize: 1 }))
await migrate(handle)
const result = await seedDemoContent(handle.db)
await handle.close()
console.log(`Demo content loaded (${result.articles} new articles, ${handle.kind}).`)
