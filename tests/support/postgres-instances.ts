import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { startServer, type RunningServer } from './server-process'

/** PostgreSQL for the tests that run several instances (TEST_DATABASE_URL), or undefined. */
export const instancesDatabaseUrl = process.env.TEST_DATABASE_URL

/**
 * For one test file: `count` instances of the site sharing one new PostgreSQL database (dropped
 * afterwards), started one after the other (the first applies the migrations). `sql` runs a
 * statement on that database, as an operator would.
 */
export function instancesOnPostgresForFile(name: string, count: number, env: Record<string, string>) {
  const database = `lumen_${name}_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const instances: RunningServer[] = []
  let maintenance: pg.Client
  let onDatabase: pg.Client
  beforeAll(async () => {
    maintenance = new pg.Client({ connectionString: instancesDatabaseUrl })
    await maintenance.connect()
    await maintenance.query(`create database ${database}`)
    const target = new URL(instancesDatabaseUrl!)
    target.pathname = `/${database}`
    const shared = { DATABASE_URL: target.href, AUTH_SECRET: `${name}-test-secret-`.padEnd(40, 'x'), BILLING_JOB_INTERVAL_SECONDS: '0', ...env }
    for (let n = 0; n < count; n++) instances.push(await startServer(shared))
    onDatabase = new pg.Client({ connectionString: target.href })
    await onDatabase.connect()
  }, 180_000)
  // The instances stop together; on a busy machine each may take its whole grace period.
  afterAll(async () => {
    await onDatabase?.end()
    for (const instance of instances) instance.child.kill('SIGTERM')
    await Promise.all(instances.map((instance) => instance.exited))
    await maintenance?.query(`drop database if exists ${database} with (force)`)
    await maintenance?.end()
  }, 90_000)
  return { instances, sql: (text: string, values: unknown[] = []) => onDatabase.query(text, values) }
}
