import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDb } from '../../app/db/client.server'
import { migrate } from '../../app/db/migrate.server'

/**
 * Builds a migrated PGlite image once; every test file loads it instead of paying initdb.
 * (PostgreSQL test files migrate a schema of their own.)
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_KIND === 'postgres') return
  const handle = await openDb({ kind: 'pglite' })
  await migrate(handle)
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client
  const dump = await client.dumpDataDir('gzip')
  const file = path.join(tmpdir(), `lumen-test-template-${process.pid}.tar.gz`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await handle.close()
  project.provide('pgliteTemplate', file)
  return () => {}
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}
