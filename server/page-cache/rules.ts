import type { IncomingHttpHeaders } from 'node:http'
import { isSessionCookieHeader, sharedCacheControl } from '../../app/lib/cache-control.server'

/** What the cache's rules read of a request: Express's or Node's own (copies are answered before Express). */
export interface CopyRequest {
  headers: IncomingHttpHeaders
  /** The client's address, as the site's proxy settings name it. */
  readonly ip: string | undefined
}

/** What serving a copy may add to its answer. */
export interface CopyAnswer {
  setCookie(value: string): void
}

/** Which copy of a page a reader gets, and what serving it must still do for them. */
export interface CopyVisit {
  /** Readers of one page with different variants get different copies (say, under the article meter's limit or walled). */
  variant: string
  /** Runs for every copy served, before its headers are sent (set the reader's cookie, count the view). */
  serve?: (answer: CopyAnswer) => void
}

/** What the app tells the cache about its pages and readers. */
export interface PageCachePolicy {
  /** Requests whose pages are personal (a session): never served from, nor stored in, the cache. */
  isPersonal(req: CopyRequest): boolean
  /** The part of the Cookie header that changes a page; cookies `visit` stands for are left out. */
  pageCookies(cookieHeader: string): string
  /** Set-Cookie headers a stored page may drop, because `visit` sets them again for each reader. */
  isReaderCookie(setCookie: string): boolean
  /**
   * The Cache-Control of a shared page: a copy stored from a render that set a reader cookie
   * (and so said `no-cache`) carries this instead; a copy served with a cookie says `no-cache`.
   */
  sharedCacheControl: string
  /** Which copy this reader gets and what serving it does, from the facts the page's last render left (opaque to the cache). */
  visit(req: CopyRequest, facts: unknown): CopyVisit | Promise<CopyVisit>
}

/** For pages alike for everyone with the same cookies: no personal requests, no reader cookies, one copy. */
export const sharedPagesOnly: PageCachePolicy = {
  isPersonal: () => false,
  pageCookies: (cookieHeader) => cookieHeader,
  isReaderCookie: () => false,
  sharedCacheControl: 'no-cache',
  visit: () => ({ variant: '' }),
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The site's rules: signed-in readers (a session cookie) always get a render, and a shared
 * page's copies carry the CDN's Cache-Control (decision 7). The rest is the app's and is
 * passed in: the cookie a copy may set for its reader, which is left out of the key, and what
 * a copy must do for its reader (`visit`, from app/analytics/page-copy-reads.server.ts).
 */
export function pageCacheRules({ readerCookie, visit }: { readerCookie: string; visit: PageCachePolicy['visit'] }): PageCachePolicy {
  const pair = new RegExp(`(^|;)\\s*${escapeRegExp(readerCookie)}=[^;]*`, 'g')
  return {
    isPersonal: (req) => isSessionCookieHeader(req.headers.cookie),
    pageCookies: (cookieHeader) => cookieHeader.replace(pair, '').replace(/^\s*;\s*/, ''),
    isReaderCookie: (setCookie) => setCookie.startsWith(`${readerCookie}=`),
    sharedCacheControl,
    visit,
  }
}
