import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDb } from '../../app/db/client.server'
import { migrate } from '../../app/db/migrate.server'
import { seedDemoContent } from '../../app/db/seed/seed.server'
import { seededTemplateVariable } from './server-process'

/**
 * Builds a migrated PGlite image once; every test file loads it instead of paying initdb.
 * (PostgreSQL test files migrate a schema of their own.) It also builds, once, an embedded
 * database folder with the demo content, which each test server copies instead of creating
 * and seeding its own (tests/support/server-process.ts).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_KIND === 'postgres') return
  const seededDir = path.join(mkdtempSync(path.join(tmpdir(), 'lumen-seeded-')), 'pglite')
  const seeded = await openDb({ kind: 'pglite', dataDir: seededDir })
  await migrate(seeded)
  await seedDemoContent(seeded.db)
  await seeded.close()
  // Read by the test workers, which start after this and inherit the variable.
  process.env[seededTemplateVariable] = seededDir

  const handle = await openDb({ kind: 'pglite' })
  await migrate(handle)
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client
  const dump = await client.dumpDataDir('gzip')
  const file = path.join(tmpdir(), `lumen-test-template-${process.pid}.tar.gz`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await handle.close()
  project.provide('pgliteTemplate', file)
  return () => {
    rmSync(path.dirname(seededDir), { recursive: true, force: true })
    rmSync(file, { force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}
