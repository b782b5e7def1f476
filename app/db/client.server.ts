import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { AppConfig } from '../config.server'
import * as schema from './schema'
import { lockDataDir } from './data-dir-lock.server'
import { logError } from '../lib/log.server'

type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type DbHandle =
  | { kind: 'postgres'; db: Db; url: string; schema?: string; pool: pg.Pool; close: () => Promise<void> }
  | { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }

/** Limits toward PostgreSQL in milliseconds; 0 or missing means none. */
interface DbTimeouts {
  connectMs?: number
  statementMs?: number
  idleInTransactionMs?: number
}

type DbTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; schema?: string; timeouts?: DbTimeouts }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; sharedBuffersMb?: number }

const pgliteExtensions = { pg_trgm }

/**
 * Opens the embedded database (persisted in dataDir, which this process then holds alone, or
 * in memory) or a PostgreSQL pool.
 */
export async function openDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const { connectMs, statementMs, idleInTransactionMs } = target.timeouts ?? {}
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A separate schema (used by the tests) comes first on the search path.
      options: target.schema ? `-c search_path=${target.schema},public` : undefined,
      // Connecting, and waiting for a free connection, give up after connectMs.
      connectionTimeoutMillis: connectMs || undefined,
      // PostgreSQL cancels a longer statement; the client stops waiting a second later in
      // case the answer cannot arrive (a network that silently stopped carrying packets).
      statement_timeout: statementMs || undefined,
      query_timeout: statementMs ? statementMs + 1000 : undefined,
      idle_in_transaction_session_timeout: idleInTransactionMs || undefined,
      // A peer that vanished is noticed by TCP keepalive probes after 10 s of silence.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    pool.on('error', (error) => logError('postgres pool', error))
    const db = drizzlePostgres(pool, { schema }) as unknown as Db
    return { db, kind: 'postgres', url: target.url, schema: target.schema, pool, close: () => pool.end() }
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true })
  const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => {}
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: pgliteExtensions,
    // PostgreSQL's page cache lives in this process's WebAssembly memory, which never shrinks:
    // its size bounds how much of the embedded database the process holds at most.
    ...(target.sharedBuffersMb ? { postgresqlconf: [`shared_buffers = ${target.sharedBuffersMb}MB`] } : {}),
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
  return { db, kind: 'pglite', client, close }
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else embedded PGlite. */
export function configuredTarget(
  config: Pick<
    AppConfig,
    | 'DATABASE_URL'
    | 'DATABASE_POOL_SIZE'
    | 'PGLITE_DATA_DIR'
    | 'PGLITE_SHARED_BUFFERS_MB'
    | 'DATABASE_CONNECT_TIMEOUT_MS'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
    | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
  >,
  { poolSize = config.DATABASE_POOL_SIZE } = {},
): DbTarget {
  const timeouts = {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  }
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize, timeouts }
    : { kind: 'pglite', dataDir: config.PGLITE_DATA_DIR, sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB }
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
