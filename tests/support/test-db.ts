import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { openDb, setDbHandle, type DbHandle } from '../../app/db/client.server'
import { migrate } from '../../app/db/migrate.server'

/**
 * Opens the test database for one test file: a private PGlite loaded from the migrated
 * template, or a fresh schema in the PostgreSQL at TEST_DATABASE_URL that is dropped
 * afterwards. It also becomes the app's process-wide database, so route loaders use it.
 */
export async function openTestDb(): Promise<DbHandle> {
  const handle =
    process.env.TEST_DB_KIND === 'postgres'
      ? await openPostgresSchema(process.env.TEST_DATABASE_URL!)
      : await openDb({ kind: 'pglite', loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) })
  setDbHandle(handle)
  afterAll(async () => {
    setDbHandle(undefined)
    await handle.close()
  })
  return handle
}

async function openPostgresSchema(url: string): Promise<DbHandle> {
  const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const handle = await openDb({ kind: 'postgres', url, schema, poolSize: 4 })
  await migrate(handle)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    },
  }
}

/** The schema holding the migration journal of the test database. */
export const migrationsSchemaOf = (handle: DbHandle) =>
  handle.kind === 'postgres' && handle.schema ? handle.schema : 'drizzle'
