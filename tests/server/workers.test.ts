import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { instancesDatabaseUrl, instancesOnPostgresForFile } from '../support/postgres-instances'
import { runUntilExit } from '../support/server-process'

/** The worker processes a primary runs. */
const workersOf = (pid: number) => execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map((line) => Number(line.trim())).filter(Boolean)

// Workers share one database: they run on PostgreSQL only (the embedded database has one process).
describe.skipIf(!instancesDatabaseUrl)('workers on every core (WEB_CONCURRENCY, needs TEST_DATABASE_URL)', () => {
  const { instances } = instancesOnPostgresForFile('workers', 1, { WEB_CONCURRENCY: '2', RATE_LIMIT_FACTOR: '100' })

  it('two workers share the port; one that dies is replaced; SIGTERM stops them all cleanly', async () => {
    const [site] = instances
    await expect.poll(() => site!.output().split('is listening').length - 1, { timeout: 20_000 }).toBe(2)
    const workers = workersOf(site!.child.pid!)
    expect(workers).toHaveLength(2)
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${site!.url}/news`).then((response) => response.status)))
    expect(answers.every((status) => status === 200)).toBe(true)

    process.kill(workers[0]!, 'SIGKILL')
    await expect.poll(() => site!.output().includes('stopped unexpectedly'), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => site!.output().split('is listening').length - 1, { timeout: 20_000 }).toBe(3)
    expect(workersOf(site!.child.pid!)).toHaveLength(2)
    expect((await fetch(`${site!.url}/news`)).status).toBe(200)

    site!.child.kill('SIGTERM')
    expect(await site!.exited).toBe(0)
    expect(site!.output().split('Stopped.').length - 1).toBe(2)
  }, 90_000)

  it('a start that fails in the workers stops the whole server with their message and code', async () => {
    const { code, output } = await runUntilExit({ DATABASE_URL: instancesDatabaseUrl!, WEB_CONCURRENCY: '2', STORAGE_DRIVER: 's3' })
    expect(code).toBe(1)
    expect(output).toContain('S3_BUCKET: is required when STORAGE_DRIVER=s3')
    const wrong = await runUntilExit({ DATABASE_URL: instancesDatabaseUrl!, WEB_CONCURRENCY: 'many' })
    expect(wrong.code).toBe(1)
    expect(wrong.output).toContain('WEB_CONCURRENCY must be a whole number from 1 to 64.')
  })
})
