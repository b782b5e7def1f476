import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Request, RequestHandler, Response } from 'express'
import type { PageFacts } from '../app/lib/page-facts'

interface Entry {
  expiresAt: number
  storedAt: number
  headers: [string, string | string[] | number][]
  body: Buffer
  etag: string
  /** Compressed once, on the first request that accepts them. */
  gzip?: Buffer
  br?: Buffer
  /** A render of this page is under way: until it is stored, others get this copy. */
  isRefreshing?: boolean
}

/** What the app tells the cache about its pages and readers (server/page-cache-policy.ts). */
export interface PageCachePolicy {
  /** Requests whose pages are personal (a session): never served from, nor stored in, the cache. */
  isPersonal(req: Request): boolean
  /** The part of the Cookie header that changes a page; cookies `visit` stands for are left out. */
  pageCookies(cookieHeader: string): string
  /** Set-Cookie headers a stored page may drop, because `visit` sets them again for each reader. */
  isReaderCookie(setCookie: string): boolean
  /**
   * The Cache-Control of a shared page: a copy stored from a render that set a reader cookie
   * (and so said `no-cache`) carries this instead; a copy served with a cookie says `no-cache`.
   */
  sharedCacheControl: string
  /**
   * Which copy of a page this reader gets (`variant`: say, under the article meter's limit or
   * walled) and what serving a copy must still do for them (`serve`: set the meter cookie,
   * count the view), from the facts the page's render left.
   */
  visit(req: Request, facts: PageFacts | undefined): { variant: string; serve?: (res: Response) => void }
}

/** For pages alike for everyone with the same cookies: no personal requests, no reader cookies, one copy. */
export const sharedPagesOnly: PageCachePolicy = {
  isPersonal: () => false,
  pageCookies: (cookieHeader) => cookieHeader,
  isReaderCookie: () => false,
  sharedCacheControl: 'no-cache',
  visit: () => ({ variant: '' }),
}

/** Headers that belong to one transfer, not to the page. */
const transferHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'set-cookie', 'etag', 'age'])
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
const maxBodyBytes = 512 * 1024
/** Stored copies are compressed once per lifetime: quality 5 is within 0.5% of 6-9 in size on our pages at 1.3 ms (9: 39 ms). */
const storedBrotliQuality = 5

export interface PageCacheOptions {
  ttlSeconds: number
  policy: PageCachePolicy
  maxEntries?: number
  now?: () => number
}

/**
 * A short-lived in-process copy of the documents the app marks as shared (anonymous pages,
 * `res.locals.isPageCacheable`), keyed like a CDN honouring `Vary: Cookie, Accept-Language`,
 * plus the reader's variant (decision 16). A hit replays the stored headers (its CSP carries
 * the nonce in its HTML) and the body, compressed once per entry, or answers 304 to a
 * matching `If-None-Match`. Any state-changing request that succeeds empties it, so this
 * instance shows its own edits at once; others within the TTL.
 */
export function pageCache({ ttlSeconds, policy, maxEntries = 500, now = Date.now }: PageCacheOptions): {
  /** In front of everything (compression included): answers from the copies and empties them on changes. */
  serve: RequestHandler
  /** Next to the app, behind compression: keeps a copy of what the app writes on a miss. */
  keep: RequestHandler
} {
  const entries = new Map<string, Entry>()
  /** What the last render of each address did, so a copy can do it again (the view, the meter). */
  const factsByUrl = new Map<string, PageFacts | undefined>()
  const clear = () => {
    entries.clear()
    factsByUrl.clear()
  }
  const serve: RequestHandler = (req, res, next) => {
    if (ttlSeconds <= 0) return next()
    if (!safeMethods.has(req.method)) {
      // Emptied as the answer's head is written (before the client can ask again), and once
      // more when it is sent, for renders that began before the change was committed.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response
      res.writeHead = ((...args: unknown[]) => {
        if (Number(args[0] ?? res.statusCode) < 400) clear()
        return writeHead(...args)
      }) as Response['writeHead']
      res.on('finish', () => {
        if (res.statusCode < 400) clear()
      })
      return next()
    }
    if (req.method !== 'GET' || policy.isPersonal(req)) return next()
    const page = `${req.originalUrl}\n${policy.pageCookies(req.headers.cookie ?? '')}\n${req.headers['accept-language'] ?? ''}`
    const visit = policy.visit(req, factsByUrl.get(req.originalUrl))
    const key = `${page}\n${visit.variant}`
    const hit = entries.get(key)
    const time = now()
    if (hit && (hit.expiresAt > time || hit.isRefreshing)) return replay(req, res, hit, time, visit.serve)
    if (hit) {
      // Whatever becomes of this render (stored, refused, cut off), the old copy stops standing in.
      hit.isRefreshing = true
      res.once('close', () => (hit.isRefreshing = false))
    }
    res.locals.pageCacheMiss = { page, time } satisfies Miss
    next()
  }
  const keep: RequestHandler = (req, res, next) => {
    const miss = res.locals.pageCacheMiss as Miss | undefined
    if (!miss) return next()
    const { page, time } = miss
    // Stored as the app ends its answer, before the next request on this connection can ask.
    capture(res, (body) => {
      const cookies = [res.getHeader('set-cookie') ?? []].flat().map(String)
      if (!res.locals.isPageCacheable || res.statusCode !== 200 || !cookies.every(policy.isReaderCookie)) return
      const facts = res.locals.pageFacts as PageFacts | undefined
      // The render ran the meter itself: its variant is the one this reader's cookie gives.
      const storedKey = `${page}\n${policy.visit(req, facts).variant}`
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !transferHeaders.has(name))
        .map(([name, value]) => [name, name === 'cache-control' && cookies.length > 0 ? policy.sharedCacheControl : value]) as Entry['headers']
      // Copies are sent in the encoding each reader accepts.
      const vary = headers.find(([name]) => name === 'vary')
      if (!vary) headers.push(['vary', 'Accept-Encoding'])
      else if (!/accept-encoding/i.test(String(vary[1]))) vary[1] = `${vary[1]}, Accept-Encoding`
      setBounded(factsByUrl, req.originalUrl, facts)
      setBounded(entries, storedKey, { expiresAt: time + ttlSeconds * 1000, storedAt: time, headers, body, etag: etagOf(body) })
    })
    next()
  }
  /** Keeps at most maxEntries, dropping the oldest. */
  function setBounded<Value>(map: Map<string, Value>, key: string, value: Value) {
    if (map.size >= maxEntries) map.delete(map.keys().next().value!)
    map.set(key, value)
  }
  return { serve, keep }
}

/** A request the copies could not answer: what `keep` needs to store its page. */
interface Miss {
  page: string
  time: number
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** The best encoding the request accepts among the stored ones (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br'
  return quality('gzip') > 0 ? 'gzip' : undefined
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')

function replay(req: Request, res: Response, entry: Entry, time: number, serve?: (res: Response) => void) {
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  serve?.(res)
  // A copy that sets a cookie (the reader's meter) is this reader's alone.
  if (res.getHeader('set-cookie') !== undefined) res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Age', String(Math.max(0, Math.floor((time - entry.storedAt) / 1000))))
  res.setHeader('ETag', entry.etag)
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) return void res.status(304).end()
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  let body = entry.body
  if (encoding === 'br') {
    body = entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: storedBrotliQuality } })
  } else if (encoding === 'gzip') {
    body = entry.gzip ??= gzipSync(entry.body, { level: 6 })
  }
  // An encoded body passes the compression middleware untouched.
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.status(200).end(body)
}

/**
 * Collects what the app writes (before compression), up to maxBodyBytes, for pages marked as
 * storable, and hands the whole body to `store` when the app ends the answer.
 */
function capture(res: Response, store: (body: Buffer) => void) {
  const chunks: Buffer[] = []
  let size = 0
  let isSkipped = false
  const keep = (chunk: unknown, encoding?: unknown) => {
    // The app marks a storable page before it writes it; others are not copied at all.
    if (!res.locals.isPageCacheable) isSkipped = true
    if (chunk == null || typeof chunk === 'function' || isSkipped) return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    if (size > maxBodyBytes) isSkipped = true
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
    if (!isSkipped) store(Buffer.concat(chunks))
    return end(chunk, ...rest)
  }) as Response['end']
}
