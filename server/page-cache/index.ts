import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import type { RequestHandler, Response } from 'express'
import { capture } from './capture'
import { etagOf, flatHead, replay, type Entry } from './replay'
import type { CopyRequest, CopyVisit, PageCachePolicy } from './rules'

export { chooseEncoding } from './replay'
export { pageCacheRules, sharedPagesOnly, type CopyVisit, type PageCachePolicy } from './rules'

/** Headers that belong to one transfer, not to the page. */
const transferHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'set-cookie', 'etag', 'age'])
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface PageCacheOptions {
  ttlSeconds: number
  policy: PageCachePolicy
  maxEntries?: number
  /** At most this many bytes of bodies (each copy counted with the encodings made of it); the least recently used go first. */
  maxBytes?: number
  now?: () => number
  /**
   * How the copies of every instance are emptied together: `announce` tells all instances
   * that a change succeeded here; `listen` empties this one when any instance announces.
   */
  purges?: { announce: () => void; listen: (purge: () => void) => void }
  /** Counts each lookup of a shared page (the metrics). */
  lookups?: { hit: () => void; miss: () => void }
}

/** A render's word to the cache: this document is a shared page, the same for every reader alike. */
export const markPageCacheable = (res: Response) => {
  res.locals.isPageCacheable = true
}

/** A render's word to the cache: what a copy of this page must still do (the policy's `visit` reads it). */
export const describePage = (res: Response, facts: object) => {
  res.locals.pageFacts = { ...res.locals.pageFacts, ...facts }
}

/** A request the copies could not answer, as far as the front got: what `serve` and `keep` go on with. */
const frontMiss = Symbol('page-cache miss')
type FrontMissed = IncomingMessage & { [frontMiss]?: Miss & { hit?: Entry } }

/** What the front asks of the server around a copy it answers. */
export interface FrontHooks {
  /** The client's address as the proxy settings name it (read only when a copy's visit needs it). */
  clientIp: (req: IncomingMessage) => string | undefined
  /** Called just before a copy is written: the flat list of headers the server adds (its request id); it may watch `res`. */
  answering: (req: IncomingMessage, res: ServerResponse, contentType: string | undefined) => string[]
}

const bodyBytes = (entry: Entry) => entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0)

/**
 * A short-lived in-process copy of the documents the app marks as shared (anonymous pages,
 * `markPageCacheable`), keyed like a CDN honouring `Vary: Cookie, Accept-Language`, plus the
 * reader's variant (decision 16). A hit replays the stored headers (its CSP carries the nonce
 * in its HTML) and the body, compressed once per entry, or answers 304 to a matching
 * `If-None-Match`. Any state-changing request that succeeds empties it, so this instance shows
 * its own edits at once, and (through `purges`, the bus) every other instance within moments.
 * Copies are held up to `maxEntries` pages and `maxBytes` bytes, least recently used first out.
 */
export function pageCache({ ttlSeconds, policy, maxEntries = 500, maxBytes = 64 * 1024 * 1024, now = Date.now, purges, lookups }: PageCacheOptions): {
  /** Before Express: answers a GET from the copies on Node's own request and response, or calls `pass`. */
  front: (req: IncomingMessage, res: ServerResponse, hooks: FrontHooks, pass: () => void) => void
  /** In front of everything (compression included): answers from the copies and empties them on changes. */
  serve: RequestHandler
  /** Next to the app, behind compression: keeps a copy of what the app writes on a miss. */
  keep: RequestHandler
  /** How many copies and bytes are held (the metrics, the bench). */
  size: () => { entries: number; bytes: number }
} {
  const entries = new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, bodyBytes(entry)) })
  /** What the last render of each address described, so a copy can do it again (the view, the meter). */
  const factsByUrl = new LRUCache<string, object>({ max: maxEntries })
  const clear = () => {
    entries.clear()
    factsByUrl.clear()
  }
  purges?.listen(clear)

  /** The copy for this request, or what a render must do to keep one. */
  async function lookup(req: CopyRequest, url: string): Promise<Found | { miss: Miss; stale: Entry | undefined }> {
    const page = `${url}\n${policy.pageCookies(req.headers.cookie ?? '')}\n${req.headers['accept-language'] ?? ''}`
    const visit = await policy.visit(req, factsByUrl.get(url))
    const key = `${page}\n${visit.variant}`
    const entry = entries.get(key)
    const time = now()
    if (entry && (entry.expiresAt > time || entry.isRefreshing)) {
      lookups?.hit()
      return { key, entry, time, visit }
    }
    lookups?.miss()
    return { miss: { page, time }, stale: entry }
  }

  /** Sends a copy; a copy that got a new encoding is counted again against the byte bound. */
  function answer(req: IncomingMessage, res: ServerResponse, found: Found, extra?: string[]) {
    const before = bodyBytes(found.entry)
    replay(req, res, found.entry, found.time, found.visit.serve, extra)
    if (bodyBytes(found.entry) !== before && entries.has(found.key)) entries.set(found.key, found.entry)
  }

  /** A render is under way for a stale copy: until it is stored (or fails), others get the old one. */
  function refreshing(res: ServerResponse, stale: Entry | undefined) {
    if (!stale) return
    stale.isRefreshing = true
    res.once('close', () => (stale.isRefreshing = false))
  }

  const front = (req: IncomingMessage, res: ServerResponse, hooks: FrontHooks, pass: () => void) => {
    const url = req.url ?? '/'
    if (ttlSeconds <= 0 || req.method !== 'GET' || url.startsWith('/assets/')) return pass()
    let ip: string | undefined | null = null
    const request: CopyRequest = {
      headers: req.headers,
      get ip() {
        return (ip ??= hooks.clientIp(req))
      },
    }
    if (policy.isPersonal(request)) return pass()
    lookup(request, url).then(
      (found) => {
        if ('miss' in found) {
          refreshing(res, found.stale)
          ;(req as FrontMissed)[frontMiss] = found.miss
          return pass()
        }
        const contentType = found.entry.headers.find(([name]) => name === 'content-type')?.[1]
        answer(req, res, found, hooks.answering(req, res, typeof contentType === 'string' ? contentType : undefined))
      },
      () => pass(),
    )
  }

  const serve: RequestHandler = async (req, res, next) => {
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
        if (res.statusCode >= 400) return
        clear()
        purges?.announce()
      })
      return next()
    }
    // The front already looked this request up and found no copy.
    const missed = (req as FrontMissed)[frontMiss]
    if (missed) {
      res.locals.pageCacheMiss = missed
      return next()
    }
    if (req.method !== 'GET' || policy.isPersonal(req)) return next()
    const found = await lookup(req, req.originalUrl)
    if ('miss' in found) {
      refreshing(res, found.stale)
      res.locals.pageCacheMiss = found.miss satisfies Miss
      return next()
    }
    answer(req, res, found)
  }
  const keep: RequestHandler = (req, res, next) => {
    const miss = res.locals.pageCacheMiss as Miss | undefined
    if (!miss) return next()
    const { page, time } = miss
    // Stored as the app ends its answer, before the next request on this connection can ask.
    capture(res, (body) => {
      const cookies = [res.getHeader('set-cookie') ?? []].flat().map(String)
      if (!res.locals.isPageCacheable || res.statusCode !== 200 || !cookies.every(policy.isReaderCookie)) return
      const facts: unknown = res.locals.pageFacts
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !transferHeaders.has(name) && name !== 'x-request-id')
        .map(([name, value]) => [name, name === 'cache-control' && cookies.length > 0 ? policy.sharedCacheControl : value]) as Entry['headers']
      // Copies are sent in the encoding each reader accepts.
      const vary = headers.find(([name]) => name === 'vary')
      if (!vary) headers.push(['vary', 'Accept-Encoding'])
      else if (!/accept-encoding/i.test(String(vary[1]))) vary[1] = `${vary[1]}, Accept-Encoding`
      // The render ran the reader's read itself: its variant is the one this reader's request gives
      // (decided without being recorded again, and without waiting on anything but this process).
      void Promise.resolve(policy.visit(req, facts))
        .then(({ variant }) => {
          // A page without facts is forgotten (undefined deletes), which reads the same as never seen.
          factsByUrl.set(req.originalUrl, facts as object | undefined)
          entries.set(`${page}\n${variant}`, { expiresAt: time + ttlSeconds * 1000, storedAt: time, headers, head: { shared: flatHead(headers) }, body, etag: etagOf(body) })
        })
        .catch(() => undefined)
    })
    next()
  }
  return { front, serve, keep, size: () => ({ entries: entries.size, bytes: entries.calculatedSize }) }
}

/** A copy found for a request, and what serving it does for this reader. */
interface Found {
  key: string
  entry: Entry
  time: number
  visit: CopyVisit
}

/** A request the copies could not answer: what `keep` needs to store its page. */
interface Miss {
  page: string
  time: number
}
