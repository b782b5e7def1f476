import type { RequestHandler, Response } from 'express'

interface Entry {
  expiresAt: number
  storedAt: number
  headers: [string, string | string[] | number][]
  body: Buffer
}

/** Headers that belong to one transfer, not to the page: compression sets them again. */
const transferHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date'])
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
const maxBodyBytes = 512 * 1024

export interface PageCacheOptions {
  ttlSeconds: number
  maxEntries?: number
  now?: () => number
}

/**
 * A short-lived in-process copy of the documents the app marks as shared (anonymous list and
 * information pages, `res.locals.isPageCacheable`), keyed like a CDN honouring
 * `Vary: Cookie, Accept-Language`. A hit replays the stored headers (its CSP carries the nonce
 * in its HTML) and body; compression runs again per request. Any state-changing request that
 * succeeds empties it, so this instance shows its own edits at once; others within the TTL.
 */
export function pageCache({ ttlSeconds, maxEntries = 500, now = Date.now }: PageCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>()
  return (req, res, next) => {
    if (ttlSeconds <= 0) return next()
    if (!safeMethods.has(req.method)) {
      // Emptied as the answer's head is written (before the client can ask again), and once
      // more when it is sent, for renders that began before the change was committed.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response
      res.writeHead = ((...args: unknown[]) => {
        if (Number(args[0] ?? res.statusCode) < 400) entries.clear()
        return writeHead(...args)
      }) as Response['writeHead']
      res.on('finish', () => {
        if (res.statusCode < 400) entries.clear()
      })
      return next()
    }
    if (req.method !== 'GET') return next()
    const key = `${req.originalUrl}\n${req.headers.cookie ?? ''}\n${req.headers['accept-language'] ?? ''}`
    const hit = entries.get(key)
    const time = now()
    if (hit && hit.expiresAt > time) return replay(res, hit, time)
    if (hit) entries.delete(key)
    const chunks = capture(res)
    res.on('finish', () => {
      const body = chunks.done()
      if (!body || !res.locals.isPageCacheable || res.statusCode !== 200 || res.getHeader('set-cookie')) return
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !transferHeaders.has(name)) as Entry['headers']
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(key, { expiresAt: time + ttlSeconds * 1000, storedAt: time, headers, body })
    })
    next()
  }
}

function replay(res: Response, entry: Entry, time: number) {
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.setHeader('Age', String(Math.floor((time - entry.storedAt) / 1000)))
  res.status(200).end(entry.body)
}

/** Collects what the app writes (before compression), up to maxBodyBytes. */
function capture(res: Response) {
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === 'function' || tooLarge) return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    if (size > maxBodyBytes) tooLarge = true
    else chunks.push(buffer)
  }
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    return write(chunk, ...rest)
  }) as Response['write']
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    return end(chunk, ...rest)
  }) as Response['end']
  return { done: () => (tooLarge ? null : Buffer.concat(chunks)) }
}
