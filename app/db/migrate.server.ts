import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Db, DbHandle } from './client.server'

/** The SQL migrations, found both from source (app/db) and from the server build. */
function migrationsFolder() {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [
    path.join(here, 'migrations'),
    path.join(here, '../../app/db/migrations'),
    path.resolve('app/db/migrations'),
  ]
  return candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json'))) ?? candidates[2]!
}

const MIGRATION_LOCK = 7316001

/**
 * Applies pending migrations. On PostgreSQL a session advisory lock on one dedicated
 * connection keeps several instances starting together from racing.
 */
export async function migrate(handle: DbHandle) {
  const migrationsConfig = { migrationsFolder: migrationsFolder() }
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, migrationsConfig)
    return
  }
  const client = new pg.Client({
    connectionString: handle.url,
    options: handle.schema ? `-c search_path=${handle.schema},public` : undefined,
  })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePostgres(drizzlePostgres(client), {
      ...migrationsConfig,
      migrationsSchema: handle.schema ?? 'drizzle',
    })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    await client.end()
  }
}

/** True when every migration in the folder has been applied. */
export async function isMigrated(db: Db, migrationsSchema = 'drizzle') {
  const last = readMigrationFiles({ migrationsFolder: migrationsFolder() }).at(-1)
  if (!last) return true
  try {
    const result = (await db.execute(
      sql`select hash from ${sql.identifier(migrationsSchema)}.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { hash: string }[] }
    return result.rows[0]?.hash === last.hash
  } catch {
    return false
  }
}
