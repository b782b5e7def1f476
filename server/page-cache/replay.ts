import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isNotModified } from '../../app/lib/conditional-get'
import type { CopyVisit } from './rules'

/** A stored copy of a page. */
export interface Entry {
  expiresAt: number
  storedAt: number
  headers: [string, string | string[] | number][]
  /**
   * The same headers as one flat list, made once per copy and handed to Node as they are (no
   * per-request header map); `private` stands in for the Cache-Control of a copy that sets a
   * cookie for its reader.
   */
  head: { shared: string[]; private?: string[] }
  body: Buffer
  etag: string
  /** Compressed once, on the first request that accepts them. */
  gzip?: Buffer
  br?: Buffer
  /** A render of this page is under way: until it is stored, others get this copy. */
  isRefreshing?: boolean
}

/** Stored copies are compressed once per lifetime: quality 5 is within 0.5% of 6-9 in size on our pages at 1.3 ms (9: 39 ms). */
const storedBrotliQuality = 5

export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`

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

/** The stored headers as Node's flat list (`[name, value, name, value…]`), with `cacheControl` in place of the stored one when given. */
export function flatHead(headers: Entry['headers'], cacheControl?: string) {
  return headers.flatMap(([name, value]) => {
    if (name === 'cache-control' && cacheControl) return [name, cacheControl]
    return Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)]
  })
}

/**
 * Answers with a stored copy: its headers (with `extra`, a flat list such as the request's id),
 * what serving it does for this reader, then 304 or the body in the encoding they accept. The
 * head goes to Node in one `writeHead`, so a copy costs no header bookkeeping of its own.
 */
export function replay(req: IncomingMessage, res: ServerResponse, entry: Entry, time: number, serve?: CopyVisit['serve'], extra: string[] = []) {
  const cookies: string[] = []
  serve?.({ setCookie: (value) => void cookies.push('set-cookie', value) })
  // A copy that sets a cookie (the reader's meter) is this reader's alone.
  const head = cookies.length > 0 ? (entry.head.private ??= flatHead(entry.headers, 'no-cache')) : entry.head.shared
  const age = String(Math.max(0, Math.floor((time - entry.storedAt) / 1000)))
  if (isNotModified(req.headers, { etag: entry.etag })) {
    res.writeHead(304, [...head, ...cookies, ...extra, 'age', age, 'etag', entry.etag])
    return void res.end()
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  let body = entry.body
  if (encoding === 'br') {
    body = entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: storedBrotliQuality } })
  } else if (encoding === 'gzip') {
    body = entry.gzip ??= gzipSync(entry.body, { level: 6 })
  }
  const encoded = encoding ? ['content-encoding', encoding] : []
  res.writeHead(200, [...head, ...cookies, ...extra, 'age', age, 'etag', entry.etag, ...encoded, 'content-length', String(body.length)])
  res.end(body)
}
