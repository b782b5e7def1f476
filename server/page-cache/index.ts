import { LRUCache } from 'lru-cache'
import type { RequestHandler, Response } from 'express'
import { capture } from './capture'
import { etagOf, replay, type Entry } from './replay'
import type { PageCachePolicy } from './rules'

export { chooseEncoding } from './replay'
export { pageCacheRules, sharedPagesOnly, type CopyVisit, type PageCachePolicy } from './rules'

/** Headers that belong to one transfer, not to the page. */
const transferHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'set-cookie', 'etag', 'age'])
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface PageCacheOptions {
  ttlSeconds: number
  policy: PageCachePolicy
  maxEntries?: number
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

/**
 * A short-lived in-process copy of the documents the app marks as shared (anonymous pages,
 * `markPageCacheable`), keyed like a CDN honouring `Vary: Cookie, Accept-Language`, plus the
 * reader's variant (decision 16). A hit replays the stored headers (its CSP carries the nonce
 * in its HTML) and the body, compressed once per entry, or answers 304 to a matching
 * `If-None-Match`. Any state-changing request that succeeds empties it, so this instance shows
 * its own edits at once, and (through `purges`, the bus) every other instance within moments.
 */
export function pageCache({ ttlSeconds, policy, maxEntries = 500, now = Date.now, purges, lookups }: PageCacheOptions): {
  /** In front of everything (compression included): answers from the copies and empties them on changes. */
  serve: RequestHandler
  /** Next to the app, behind compression: keeps a copy of what the app writes on a miss. */
  keep: RequestHandler
} {
  const entries = new LRUCache<string, Entry>({ max: maxEntries })
  /** What the last render of each address described, so a copy can do it again (the view, the meter). */
  const factsByUrl = new LRUCache<string, object>({ max: maxEntries })
  const clear = () => {
    entries.clear()
    factsByUrl.clear()
  }
  purges?.listen(clear)
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
    if (req.method !== 'GET' || policy.isPersonal(req)) return next()
    const page = `${req.originalUrl}\n${policy.pageCookies(req.headers.cookie ?? '')}\n${req.headers['accept-language'] ?? ''}`
    const visit = await policy.visit(req, factsByUrl.get(req.originalUrl))
    const key = `${page}\n${visit.variant}`
    const hit = entries.get(key)
    const time = now()
    if (hit && (hit.expiresAt > time || hit.isRefreshing)) {
      lookups?.hit()
      return replay(req, res, hit, time, visit.serve)
    }
    lookups?.miss()
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
      const facts: unknown = res.locals.pageFacts
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !transferHeaders.has(name))
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
          entries.set(`${page}\n${variant}`, { expiresAt: time + ttlSeconds * 1000, storedAt: time, headers, body, etag: etagOf(body) })
        })
        .catch(() => undefined)
    })
    next()
  }
  return { serve, keep }
}

/** A request the copies could not answer: what `keep` needs to store its page. */
interface Miss {
  page: string
  time: number
}
