import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'
import { lockDataDir } from './data-dir-lock.server'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type DbHandle =
  | { kind: 'postgres'; db: Db; url: string; schema?: string; close: () => Promise<void> }
  | { kind: 'pglite'; db: Db; close: () => Promise<void> }

export type DbTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; schema?: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }

export const pgliteExtensions = { pg_trgm }

/**
 * Opens the embedded database (persisted in dataDir, which this process then holds alone, or
 * in memory) or a PostgreSQL pool.
 */
export async function openDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A separate schema (used by the tests) comes first on the search path.
      options: target.schema ? `-c search_path=${target.schema},public` : undefined,
    })
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
    const db = drizzlePostgres(pool, { schema }) as unknown as Db
    return { db, kind: 'postgres', url: target.url, schema: target.schema, close: () => pool.end() }
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true })
  const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => {}
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: pgliteExtensions,
  }).catch((error: unknown) => {
    unlock()
    throw error
  })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  const close = async () => {
    try {
      await client.close()
    } finally {
      unlock()
    }
  }
  return { db, kind: 'pglite', close }
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else embedded PGlite. */
export function configuredTarget(
  config: { DATABASE_URL?: string; DATABASE_POOL_SIZE: number; PGLITE_DATA_DIR: string },
  { poolSize = config.DATABASE_POOL_SIZE } = {},
): DbTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize }
    : { kind: 'pglite', dataDir: config.PGLITE_DATA_DIR }
}

let current: DbHandle | undefined

/** The process-wide database, opened once at start-up by the server. */
export function getDb(): Db {
  if (!current) throw new Error('The database is not open yet.')
  return current.db
}

export function setDbHandle(handle: DbHandle | undefined) {
  current = handle
}

export function getDbHandle() {
  return current
}
