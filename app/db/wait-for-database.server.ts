import { DrizzleQueryError, sql } from 'drizzle-orm'
import type { Db } from './client.server'

interface WaitForDatabaseOptions {
  /** The PostgreSQL address, for messages; only its host, port and database name are shown. */
  url: string
  timeoutSeconds: number
  log?: (line: string) => void
  sleep?: (ms: number) => Promise<void>
}

class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError'
}

/**
 * Waits until PostgreSQL answers, trying again with growing pauses (0.25 s doubling up to 5 s)
 * for at most `timeoutSeconds`, so a server started together with its database does not give
 * up at once, and one pointed at the wrong place does not wait for ever. Each try is bounded
 * by the pool's connect and query timeouts and by the time left.
 */
export async function waitForDatabase(db: Db, options: WaitForDatabaseOptions) {
  const { url, timeoutSeconds, log = console.warn, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) } = options
  const where = describeTarget(url)
  const deadline = Date.now() + timeoutSeconds * 1000
  let pause = 250
  for (;;) {
    const left = deadline - Date.now()
    let reason: string
    try {
      await beforeDeadline(db.execute(sql`select 1`), Math.max(left, 1000))
      return
    } catch (error) {
      reason = describeFailure(error, url)
    }
    const waitMs = Math.min(pause, deadline - Date.now())
    if (waitMs <= 0) {
      throw new DatabaseUnreachableError(
        `Could not connect to the database at ${where} within ${timeoutSeconds} s (${reason}). ` +
          'Check DATABASE_URL, and that PostgreSQL is running and accepts connections from here.',
      )
    }
    log(`The database at ${where} is not available yet (${reason}); trying again in ${(waitMs / 1000).toFixed(1)} s.`)
    await sleep(waitMs)
    pause = Math.min(pause * 2, 5000)
  }
}

function beforeDeadline<T>(work: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('no answer'), { code: 'ETIMEDOUT' })), ms)
  })
  work.catch(() => undefined)
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** host:port/database of a PostgreSQL URL, without the user name or password. */
function describeTarget(url: string) {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname || '/'}`
  } catch {
    return 'DATABASE_URL'
  }
}

/**
 * The code and first line of the driver's error (under the ORM's query wrapper, which names
 * the SQL only), with the URL and its password taken out.
 */
function describeFailure(wrapped: unknown, url: string) {
  let error = wrapped
  while (error instanceof DrizzleQueryError && error.cause) error = error.cause
  const code = (error as { code?: unknown }).code
  let text = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 120) : String(error)
  text = text.replaceAll(url, 'DATABASE_URL')
  for (const secret of passwordsIn(url)) text = text.replaceAll(secret, '***')
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text
}

function passwordsIn(url: string) {
  try {
    const { password } = new URL(url)
    return password ? [password, decodeURIComponent(password)] : []
  } catch {
    return []
  }
}
