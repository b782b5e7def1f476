import fresh from 'fresh'

/**
 * Conditional GET for every answer that carries validators (decision 27): the API, feeds,
 * media files, podcast artwork and the server's page cache all decide "304 or the whole
 * answer" here, with the `fresh` package Express itself uses, so they agree on the rules
 * (RFC 9110 §13): If-None-Match wins over If-Modified-Since, ETags compare weakly (`W/"x"`
 * matches `"x"`) and `*` matches any.
 *
 * The request's Cache-Control is not passed on: `fresh` would answer every `no-cache` request
 * in full, and the Fetch standard adds `Cache-Control: no-cache` to any fetch() that sets its
 * own If-None-Match, so API clients and feed readers written with fetch() would never get a
 * 304. A client that sends validators asks for the comparison; `no-cache` is for caches on the
 * way, which revalidate with us through these same validators.
 */

/** Request headers as the Fetch API or Node (Express) hold them. */
export type RequestHeaders = Headers | Record<string, string | string[] | number | undefined>

/** What identifies the version being answered: its ETag and when it last changed. */
export interface Validators {
  etag?: string | null
  lastModified?: Date | string | null
}

const conditionalHeaderNames = ['if-none-match', 'if-modified-since'] as const

function headerValue(headers: RequestHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined
  const value = headers[name]
  if (value === undefined) return undefined
  return Array.isArray(value) ? value.join(', ') : String(value)
}

/**
 * Whether the client already has this version, so a 304 without a body may answer. Takes the
 * request's headers in either form; the page cache (Express) passes `req.headers`.
 */
export function isNotModified(requestHeaders: RequestHeaders, { etag, lastModified }: Validators): boolean {
  const request = Object.fromEntries(conditionalHeaderNames.map((name) => [name, headerValue(requestHeaders, name)]))
  const modified = lastModified instanceof Date ? lastModified.toUTCString() : (lastModified ?? undefined)
  return fresh(request, { etag: etag ?? undefined, 'last-modified': modified })
}

/**
 * For a route answering with the Fetch API: the 304 to send instead of the answer whose
 * `headers` (with its ETag and Last-Modified) are given, or null when the whole answer is due.
 * The 304 repeats those headers, as caches update their copy from it, so pass them before any
 * that describe the body (Content-Length, Content-Range) are added.
 */
export function notModifiedResponse(request: Request, headers: HeadersInit): Response | null {
  const answer = new Headers(headers)
  if (!isNotModified(request.headers, { etag: answer.get('ETag'), lastModified: answer.get('Last-Modified') })) return null
  return new Response(null, { status: 304, headers: answer })
}
