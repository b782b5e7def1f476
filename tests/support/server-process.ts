import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export interface RunningServer {
  url: string
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/**
 * Starts the production server (needs `npm run build`) on a fresh embedded database, or on
 * the folder or database that `env` names (PGLITE_DATA_DIR, DATABASE_URL, PORT).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const { url, child, output, exited } = await spawnServer(env)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    if (output().includes('is listening')) return { url, child, output, exited }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`Server did not start:\n${output()}`)
}

/**
 * Names an embedded database folder with the demo content, made once per test run
 * (tests/support/global-setup.ts): a server that would seed a fresh folder starts on a copy of
 * it instead, seconds sooner. Scripts that start servers outside the tests seed their own.
 */
export const seededTemplateVariable = 'LUMEN_TEST_SEEDED_PGLITE'

/**
 * A fresh embedded database folder: a copy of the seeded one when the run has it and the server
 * would seed it. A test that names SEED_DEMO_CONTENT (or its own database) gets an empty folder.
 */
function freshDataDir(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-server-'))
  const template = process.env[seededTemplateVariable]
  const wouldSeed = !env.PGLITE_DATA_DIR && !env.DATABASE_URL && env.SEED_DEMO_CONTENT === undefined && (process.env.SEED_DEMO_CONTENT ?? 'auto') === 'auto'
  if (template && wouldSeed) cpSync(template, dataDir, { recursive: true })
  return dataDir
}

async function spawnServer(env: Record<string, string>) {
  const port = await freePort()
  const dataDir = freshDataDir(env)
  const url = `http://127.0.0.1:${port}`
  // A test that gives the site a public SITE_URL still sends its forms to this address, so it is one of the site's origins.
  const origins = env.SITE_URL && !env.ALLOWED_ORIGINS ? { ALLOWED_ORIGINS: url } : {}
  const child = spawn(process.execPath, ['server.js'], {
    // One process per server unless a test asks for workers (WEB_CONCURRENCY), so tests on PostgreSQL stay within its connections.
    // Requests wait their turn for up to 30 s: a busy test machine is several times slower than a server, and only the
    // tests of admission control itself (which set their own limits) are about refusing.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', WEB_CONCURRENCY: '1', MAX_QUEUE_WAIT_MS: '30000', ...origins, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { url, child, output: () => log, exited }
}

/** Runs a server that is expected to stop by itself (a failed start): its exit code and output, and whether it had to be killed. */
export async function runUntilExit(env: Record<string, string>, { timeoutMs = 60_000 } = {}) {
  const { child, output, exited } = await spawnServer(env)
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const code = await exited
  clearTimeout(timer)
  return { code, output: output(), killed: child.signalCode === 'SIGKILL' }
}

/**
 * The production server of one test file: started before its tests (and before the file's own
 * `beforeAll` hooks registered after this call, which may use it) and stopped after them. Reads
 * go to the started server. `env` may be a function, read when the server starts (for values a
 * `beforeAll` registered earlier sets up, such as the address of a stand-in service).
 */
export function serverForFile(env: Record<string, string> | (() => Record<string, string>) = {}): RunningServer {
  let running: RunningServer | undefined
  beforeAll(async () => {
    running = await startServer(typeof env === 'function' ? env() : env)
  }, 90_000)
  afterAll(() => {
    running?.child.kill('SIGTERM')
  })
  const started = () => running ?? raise('The test server starts before the tests.')
  return {
    get url() {
      return started().url
    },
    get child() {
      return started().child
    },
    get exited() {
      return started().exited
    },
    output: () => started().output(),
  }
}

const raise = (message: string): never => {
  throw new Error(message)
}
