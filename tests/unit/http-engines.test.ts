import { describe, expect, it } from 'vitest'
import { isNotModified, notModifiedResponse } from '../../app/lib/conditional-get'
import { cookieAttributes, isSecureSite, serializeCookie, YEAR_SECONDS } from '../../app/lib/cookies'
import { jsonError, jsonErrorBody, jsonErrorMessage } from '../../app/lib/json-error'
import { isPublishedRow } from '../../app/lib/publication.server'
import { renderCache } from '../../app/images/render-cache.server'

/** The shared engines of decision 27, each pinned on its own. */

describe('conditional GET', () => {
  const etag = '"abc123"'
  const modified = new Date('2031-03-14T10:00:00.900Z')

  it('matches If-None-Match strongly, weakly, in a list and with *, and nothing else', () => {
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) expect(isNotModified({ 'if-none-match': header }, { etag }), header).toBe(true)
    for (const header of ['"other"', '"abc"', '']) expect(isNotModified({ 'if-none-match': header }, { etag }), header).toBe(false)
    expect(isNotModified({}, { etag, lastModified: modified }), 'an unconditional request').toBe(false)
  })

  it('reads If-Modified-Since to the second, and only without If-None-Match', () => {
    expect(isNotModified({ 'if-modified-since': 'Fri, 14 Mar 2031 10:00:00 GMT' }, { lastModified: modified })).toBe(true)
    expect(isNotModified({ 'if-modified-since': 'Fri, 14 Mar 2031 09:59:59 GMT' }, { lastModified: modified })).toBe(false)
    expect(isNotModified({ 'if-modified-since': 'not a date' }, { lastModified: modified })).toBe(false)
    expect(isNotModified({ 'if-modified-since': 'Fri, 14 Mar 2031 10:00:00 GMT', 'if-none-match': '"old"' }, { etag, lastModified: modified })).toBe(false)
  })

  it('compares the validators of a fetch(), which the Fetch standard sends with Cache-Control: no-cache', () => {
    expect(isNotModified({ 'if-none-match': etag, 'cache-control': 'no-cache' }, { etag })).toBe(true)
  })

  it('takes Fetch API and Node headers alike', () => {
    expect(isNotModified(new Headers({ 'If-None-Match': etag }), { etag })).toBe(true)
    expect(isNotModified({ 'if-none-match': ['"other"', etag] }, { etag })).toBe(true)
  })

  it('answers a Fetch API request 304 with the answer’s headers, or null for the whole answer', () => {
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=60' }
    const answer = notModifiedResponse(new Request('http://localhost/', { headers: { 'If-None-Match': etag } }), headers)
    expect(answer?.status).toBe(304)
    expect(answer?.headers.get('etag')).toBe(etag)
    expect(answer?.headers.get('cache-control')).toBe('public, max-age=60')
    expect(notModifiedResponse(new Request('http://localhost/'), headers)).toBeNull()
  })
})

describe('JSON errors', () => {
  it('have the API’s shape, are not stored unless told, and keep other headers', async () => {
    const refused = jsonError(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST' })
    expect(refused.status).toBe(405)
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(refused.headers.get('allow')).toBe('POST')
    expect(await refused.json()).toEqual({ error: { code: 'method_not_allowed', message: 'Use POST.' } })
    expect(jsonError(401, 'log_in', 'Log in.', { 'Cache-Control': 'private, no-store' }).headers.get('cache-control')).toBe('private, no-store')
  })

  it('give their message back to a browser script', () => {
    expect(jsonErrorMessage(jsonErrorBody('too_large', 'Too big.'))).toBe('Too big.')
    expect(jsonErrorMessage({ error: 'a string' })).toBeUndefined()
    expect(jsonErrorMessage(null)).toBeUndefined()
  })
})

describe('the cookie writer', () => {
  it('writes the preference, session-ending and dated cookies as they always were', () => {
    expect(serializeCookie('cookie-consent', '{"necessary":true}', { maxAge: YEAR_SECONDS })).toBe(
      'cookie-consent=%7B%22necessary%22%3Atrue%7D; Path=/; Max-Age=31536000; SameSite=Lax',
    )
    expect(serializeCookie('lumen.session_token', '', { maxAge: 0, httpOnly: true })).toBe('lumen.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    expect(serializeCookie('article-meter', '2031-03-14.a1', { expires: new Date('2031-03-15T00:00:00Z'), secure: true })).toBe(
      'article-meter=2031-03-14.a1; Path=/; Expires=Sat, 15 Mar 2031 00:00:00 GMT; SameSite=Lax; Secure',
    )
    expect(cookieAttributes({ maxAge: YEAR_SECONDS })).toBe('; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('calls for Secure on https sites only', () => {
    expect(isSecureSite('https://lumen.example')).toBe(true)
    expect(isSecureSite('http://127.0.0.1:3000')).toBe(false)
  })
})

describe('the publication rule for a row already read', () => {
  const now = new Date('2031-03-14T12:00:00Z')
  it('is published and due: not a draft, not scheduled, not without a date', () => {
    expect(isPublishedRow({ status: 'published', publishedAt: now }, now)).toBe(true)
    expect(isPublishedRow({ status: 'published', publishedAt: new Date(now.getTime() + 1) }, now)).toBe(false)
    expect(isPublishedRow({ status: 'published', publishedAt: null }, now)).toBe(false)
    expect(isPublishedRow({ status: 'draft', publishedAt: new Date(0) }, now)).toBe(false)
  })
})

describe('the render cache', () => {
  const image = (bytes: number) => Buffer.alloc(bytes)

  it('renders a key once for concurrent callers and keeps it', async () => {
    const cached = renderCache({ maxEntries: 2, maxBytes: 100 })
    let renders = 0
    const render = async () => (renders++, image(10))
    const [a, b] = await Promise.all([cached('a', render), cached('a', render)])
    expect(a).toBe(b)
    expect(await cached('a', render)).toBe(a)
    expect(renders).toBe(1)
  })

  it('drops the least recently used past its entries or its bytes', async () => {
    const cached = renderCache({ maxEntries: 2, maxBytes: 25 })
    const rendered: string[] = []
    const render = (key: string, bytes = 10) => cached(key, async () => (rendered.push(key), image(bytes)))
    await render('a')
    await render('b')
    await render('a')
    await render('c')
    await render('a')
    expect(rendered, 'b, least recently used, went when c came').toEqual(['a', 'b', 'c'])
    await render('d', 20)
    await render('a')
    expect(rendered, '20 more bytes leave room for d alone').toEqual(['a', 'b', 'c', 'd', 'a'])
  })
})
