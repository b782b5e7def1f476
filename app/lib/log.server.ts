import pino from 'pino'
import { currentRequestId } from './request-id.server'

/*
 * The site's log: one JSON object per line on standard output (pino), each carrying the id of
 * the request it belongs to (`requestId`, also in the `X-Request-Id` answer header), so lines
 * of many instances can be gathered and followed. Lines name places (a route's pattern, a
 * job) and error codes; they never hold an error's message, a query string, a token, a
 * password or an e-mail address (decision 43).
 */

const options: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? 'info',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => {
    const requestId = currentRequestId()
    return requestId ? { requestId } : {}
  },
}

// Through process.stdout, so a test (or a process manager) sees exactly what is written.
export const logger = pino(options, { write: (line: string) => void process.stdout.write(line) })

/** The code and class of an error and its causes, and where it was thrown; no message text. */
export function describeError(error: unknown) {
  const chain: unknown[] = []
  for (let current = error; current && chain.length < 4; current = (current as { cause?: unknown }).cause) chain.push(current)
  const code = chain.map((e) => (e as { code?: unknown }).code).find((c) => typeof c === 'string' || typeof c === 'number')
  const names = chain.map((e) => (e instanceof Error ? e.name : typeof e)).join('<')
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 3).map((f) => f.trim()) : []
  return { code: code ?? 'none', error: names, frames }
}

/**
 * Failure logging. A line names where it happened (a route's pattern or a job) and what kind of
 * error it was (its code, e.g. PostgreSQL's 23505, and class), plus a few stack frames. It never
 * holds an error's message or data: those can carry query parameters, session tokens or
 * e-mail addresses.
 */
export function logError(where: string, error: unknown) {
  logger.error({ where, ...describeError(error) }, 'failed')
}

/**
 * Where a request failed, for logs: its path without the query (which may hold tokens), and with
 * any segment that is a secret (a long mixed-case token, as in a set-up link) replaced; slugs
 * and ids are lower-case, so they stay.
 */
export const requestPath = (request: Request) => {
  try {
    return new URL(request.url).pathname.replace(/(?<=\/)(?=[\w-]*[A-Z])[\w-]{32,}(?=\/|$)/g, '[token]')
  } catch {
    return 'unknown'
  }
}

/**
 * A library's own log line, kept to its first line with anything that looks like an e-mail
 * address or a token replaced; the error it carries is described as above.
 */
export function logLibraryMessage(source: string, level: string, message: string, args: unknown[]) {
  const text = redact(String(message).split('\n')[0]!.slice(0, 160))
  const error = args.find((arg) => arg instanceof Error)
  const method = level === 'warn' || level === 'info' || level === 'debug' ? level : 'error'
  logger[method]({ where: source, ...(error ? describeError(error) : {}) }, text)
}

const redact = (text: string) =>
  text.replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '[e-mail]').replace(/[A-Za-z0-9_\-.]{24,}/g, '[redacted]')
