import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  meterCookie,
  meterCookieName,
  nextUtcMidnight,
  parseMeterCookie,
  recordVisitorRead,
  utcDay,
} from '../../app/news/meter-cookie'

const now = new Date('2031-03-14T21:30:00Z')
const ids = Array.from({ length: 7 }, () => randomUUID())
const cookieOf = (setCookie: string | null) => setCookie!.split(';')[0]!

/** Reads articles in order as one visitor whose browser keeps the cookie; returns each result. */
function readAll(articleIds: string[], at = now, start = '') {
  let header = start
  return articleIds.map((articleId) => {
    const result = recordVisitorRead(header, { articleId, now: at, isSecure: false })
    if (result.setCookie) header = cookieOf(result.setCookie)
    return { ...result, header }
  })
}

describe('the visitor meter cookie', () => {
  it('days are UTC and the cookie ends at the next UTC midnight', () => {
    expect(utcDay(new Date('2031-03-14T23:59:59.999Z'))).toBe('2031-03-14')
    expect(utcDay(new Date('2031-03-15T00:00:00Z'))).toBe('2031-03-15')
    expect(nextUtcMidnight(now).toISOString()).toBe('2031-03-15T00:00:00.000Z')
    expect(nextUtcMidnight(new Date('2031-12-31T10:00:00Z')).toISOString()).toBe('2032-01-01T00:00:00.000Z')
  })

  it('is readable by the page (the browser shows the count), SameSite=Lax, site-wide, expires at midnight UTC and is Secure only on HTTPS sites', () => {
    const cookie = meterCookie([ids[0]!], now, { isSecure: true })
    expect(cookie).toBe(
      `${meterCookieName}=2031-03-14.${ids[0]}; Path=/; Expires=Sat, 15 Mar 2031 00:00:00 GMT; SameSite=Lax; Secure`,
    )
    expect(meterCookie([], now, { isSecure: false })).not.toContain('Secure')
  })

  it('lets a visitor read five distinct articles, walls the sixth and allows re-reads', () => {
    const results = readAll(ids.slice(0, 6))
    expect(results.map((r) => r.isAllowed)).toEqual([true, true, true, true, true, false])
    expect(results.map((r) => r.used)).toEqual([1, 2, 3, 4, 5, 5])
    expect(results[5]!.setCookie).toBeNull()
    const reread = recordVisitorRead(results[5]!.header, { articleId: ids[2]!, now, isSecure: false })
    expect(reread).toEqual({ isAllowed: true, used: 5, setCookie: null })
  })

  it('starts afresh on a new UTC day', () => {
    const yesterday = readAll(ids.slice(0, 5))
    const tomorrow = new Date('2031-03-15T00:00:01Z')
    const result = recordVisitorRead(yesterday[4]!.header, { articleId: ids[6]!, now: tomorrow, isSecure: false })
    expect(result.isAllowed).toBe(true)
    expect(result.used).toBe(1)
    expect(cookieOf(result.setCookie)).toBe(`${meterCookieName}=2031-03-15.${ids[6]}`)
  })

  it('ignores broken values, duplicates and more ids than the allowance', () => {
    expect(parseMeterCookie(undefined, now)).toEqual([])
    expect(parseMeterCookie('garbage', now)).toEqual([])
    expect(parseMeterCookie(`2031-03-14.not-an-id.${ids[0]}.${ids[0]?.toUpperCase()}`, now)).toEqual([ids[0]])
    expect(parseMeterCookie(`2031-03-14.${ids.join('.')}`, now)).toEqual(ids.slice(0, 5))
    // A visitor who clears the cookie simply starts again: the meter is a nudge, not a lock.
    expect(recordVisitorRead('', { articleId: ids[6]!, now, isSecure: false }).isAllowed).toBe(true)
  })
})
