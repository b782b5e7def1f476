import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { startServer, type RunningServer } from '../support/server-process'

const run = promisify(execFile)
const quickStart = { SEED_DEMO_CONTENT: 'never', BILLING_JOB_INTERVAL_SECONDS: '0', SHUTDOWN_DRAIN_MS: '0' }
const running: RunningServer[] = []

/**
 * A database with no demo data: a new PostgreSQL database when the tests have a server, else the
 * embedded database (the server creates its folder).
 */
async function freshDatabase(): Promise<Record<string, string>> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return { PGLITE_DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'lumen-setup-')), 'db') }
  const name = `lumen_setup_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  afterAll(async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${name} with (force)`)
    await cleanup.end()
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { DATABASE_URL: url.toString(), AUTH_SECRET: randomUUID() + randomUUID() }
}

afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL')
})

const setupLinkIn = (log: string) => /create the owner account within an hour at (\S+)/i.exec(log)?.[1]
const npmAdmin = (env: Record<string, string>, ...args: string[]) =>
  run('node_modules/.bin/tsx', ['scripts/admin.ts', ...args], { env: { ...process.env, ...env } }).then(
    (done) => ({ code: 0, out: done.stdout + done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, out: failed.stdout + failed.stderr }),
  )

describe('the first admin of a site without the demo', () => {
  it('is created once through the link in the start-up log; the shell promotes and demotes, never the last admin', async () => {
    const database = await freshDatabase()
    const env = { ...quickStart, ...database }
    const first = await startServer(env)
    running.push(first)
    const link = setupLinkIn(first.output())
    expect(link, first.output()).toMatch(/\/setup\/[\w-]{43}$/)
    const setupPath = new URL(link!).pathname

    const owner = new HttpClient(first.url)
    const page = await owner.get(setupPath)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    expect(await page.text()).toContain('Create the owner account')
    // A guessed link shows why it does not work.
    const guessed = await owner.get(`/setup/${'x'.repeat(43)}`)
    expect(guessed.status).toBe(404)
    expect(await guessed.text()).toContain('This set-up link has been used or has expired.')

    // Bad input keeps what was typed and creates nothing.
    const weak = await owner.post(setupPath, { name: 'Ada Owner', email: 'ada@example.com', password: 'short', confirmPassword: 'short' })
    expect(weak.status).toBe(400)
    expect(await weak.text()).toContain('value="ada@example.com"')

    const form = { name: 'Ada Owner', email: 'ada@example.com', password: 'Owner-Pass-2026!', confirmPassword: 'Owner-Pass-2026!' }
    const created = await owner.post(setupPath, form)
    expect(created.status, first.output().slice(-3000)).toBe(302)
    expect(created.headers.get('location')).toBe('/admin')
    expect((await owner.get('/admin')).status).toBe(200)

    const again = await new HttpClient(first.url).post(setupPath, { ...form, email: 'mallory@example.com' })
    expect(again.status).toBe(404)
    expect((await owner.get(setupPath)).status).toBe(404)

    // The shell (with the server stopped: the embedded database has one user at a time): a
    // second admin, a promotion and a demotion; the last admin stays.
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    const made = await npmAdmin(database, 'create', 'eve@example.com', 'Eve', 'Editor')
    expect(made.code, made.out).toBe(0)
    expect(made.out).toMatch(/Sign in with this password, shown only now: \S{20,}/)
    expect(made.out).not.toContain('eve@example.com')
    expect((await npmAdmin(database, 'demote', 'ada@example.com')).out).toContain('Role changed to user.')
    const last = await npmAdmin(database, 'demote', 'eve@example.com')
    expect(last.code).toBe(1)
    expect(last.out).toContain('last admin')
    expect((await npmAdmin(database, 'promote', 'ada@example.com')).out).toContain('Role changed to admin.')
    expect((await npmAdmin(database, 'promote', 'nobody@example.com')).code).toBe(1)
    expect((await npmAdmin(database, 'unknown')).code).toBe(2)

    // With an admin, a restart prints no link.
    const second = await startServer(env)
    running.push(second)
    expect(second.output()).not.toContain('/setup/')
    expect((await new HttpClient(second.url).get(setupPath)).status).toBe(404)
    second.child.kill('SIGTERM')
    await second.exited
  }, 120_000)

  it('npm run db:seed refuses to load the demo accounts under a public SITE_URL unless told why it may', async () => {
    const refused = await run('node_modules/.bin/tsx', ['scripts/db-seed.ts'], { env: { ...process.env, SITE_URL: 'https://news.example.org', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } }).then(
      () => ({ code: 0, out: '' }),
      (failed: { code: number; stderr: string }) => ({ code: failed.code, out: failed.stderr }),
    )
    expect(refused.code).toBe(2)
    expect(refused.out).toContain('Refusing to load the demo: SITE_URL (news.example.org) is public')
    expect(refused.out).toContain('--with-published-demo-passwords')
  }, 60_000)
})
