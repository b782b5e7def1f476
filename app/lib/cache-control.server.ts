import type { EntryContext } from 'react-router'

/** Pages every visitor sees alike: a CDN may keep them briefly (route ids from app/routes.ts). */
const sharedPages = new Set([
  'routes/home',
  'routes/news',
  'routes/news.$slug',
  'routes/search',
  'routes/education',
  'routes/education.course.$slug',
  'routes/education.course.$slug.lesson.$lesson',
  'routes/education.path.$slug',
  'routes/tutorials',
  'routes/tutorials.$slug',
  'routes/videos',
  'routes/videos.$slug',
  'routes/playlists.$id',
  'routes/podcasts',
  'routes/podcasts.$slug',
  'routes/podcast-series.$id',
  'routes/authors.$slug',
  'routes/contact',
  'routes/advertising',
  'routes/cookies',
  'routes/api-reference',
  ...['about', 'careers', 'docs', 'community', 'support', 'gdpr', 'privacy', 'terms'].map((p) => `page-${p}`),
])

export const sharedCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
const privateCacheControl = 'private, no-cache'

/**
 * Cache-Control for a rendered document: anonymous views of shared pages may be cached by a
 * CDN for a minute and served stale while it refreshes; anything rendered for a signed-in
 * reader, or that sets a cookie, stays private to that browser; a route's own `no-store` is
 * kept. Answers whether the server's
 * page cache may keep this document.
 */
export function documentCacheHeaders(request: Request, status: number, headers: Headers, context: EntryContext) {
  // A page whose address holds a secret (a one-time set-up link) asked never to be stored: it stays so.
  if (headers.get('Cache-Control')?.includes('no-store')) return false
  const { matches, loaderData } = context.staticHandlerContext
  const root = loaderData.root as { user?: unknown } | undefined
  const leaf = matches.at(-1)?.route.id
  if (root?.user) {
    headers.set('Cache-Control', privateCacheControl)
    return false
  }
  const isSharedPage = request.method === 'GET' && status === 200 && leaf !== undefined && sharedPages.has(leaf)
  const cookies = headers.getSetCookie()
  headers.set('Cache-Control', isSharedPage && cookies.length === 0 ? sharedCacheControl : 'no-cache')
  // Theme, language and consent cookies and the browser's language change the HTML.
  if (isSharedPage) headers.set('Vary', 'Cookie, Accept-Language')
  // The server's own cache decides about pages that set cookies (server/page-cache/rules.ts).
  return isSharedPage
}

/** Whether a request carries a session cookie: its answers are personal. */
export const hasSessionCookie = (request: Request) => isSessionCookieHeader(request.headers.get('Cookie'))

export const isSessionCookieHeader = (cookieHeader: string | null | undefined) =>
  /(^|;\s*)(__Secure-)?lumen\.session_token=/.test(cookieHeader ?? '')

/**
 * Cache-Control for a client navigation's data (`.data`): what a signed-in reader receives is
 * never stored by any cache; anonymous data must be revalidated (it follows cookies such as
 * the meter's), unless the route chose its own policy.
 */
export function dataCacheHeaders(request: Request, headers: Headers) {
  if (hasSessionCookie(request)) headers.set('Cache-Control', 'private, no-store')
  else if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache')
}
