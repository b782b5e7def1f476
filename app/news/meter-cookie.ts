import { serializeCookie } from '../lib/cookies'
import { utcDay } from '../lib/dates'
import { readCookie } from '../lib/preferences'
import { isUuid } from '../lib/uuid'

/**
 * The visitor's side of the free-tier meter, decided from the Cookie header alone. Client-safe:
 * the server meters with it (on a render and on a page-cache hit alike), and the browser reads
 * the same cookie to show how many free articles are left, because a cached page is the same
 * for every visitor. So the cookie is readable by scripts; it holds only today's article ids.
 */

/** Free articles a free member or a visitor reads in full per UTC day (spec §1, §9). */
export const FREE_ARTICLES_PER_DAY = 5
export const meterCookieName = 'article-meter'

/** The meter resets at midnight UTC: its day is utcDay's. */
export { utcDay }

export function nextUtcMidnight(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
}

/** The article ids a visitor's meter cookie holds for today; another day's (or a broken) value is empty. */
export function parseMeterCookie(value: string | undefined | null, now: Date, limit = FREE_ARTICLES_PER_DAY): string[] {
  if (!value) return []
  const [day, ...ids] = value.split('.')
  if (day !== utcDay(now)) return []
  return [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))].slice(0, limit)
}

/** The Set-Cookie value of a visitor's meter: today's day and ids, gone at the next UTC midnight. */
export function meterCookie(ids: string[], now: Date, { isSecure }: { isSecure: boolean }) {
  return serializeCookie(meterCookieName, [utcDay(now), ...ids].join('.'), { expires: nextUtcMidnight(now), secure: isSecure })
}

/**
 * A visitor's read, decided from the Cookie header alone (no database write). Returns the
 * cookie to set when this read adds an article; re-reads and walled views set none.
 */
export function recordVisitorRead(
  cookieHeader: string | null,
  { articleId, now, isSecure, limit = FREE_ARTICLES_PER_DAY }: { articleId: string; now: Date; isSecure: boolean; limit?: number },
): { isAllowed: boolean; used: number; setCookie: string | null } {
  const ids = parseMeterCookie(readCookie(cookieHeader, meterCookieName), now, limit)
  const id = articleId.toLowerCase()
  if (ids.includes(id)) return { isAllowed: true, used: ids.length, setCookie: null }
  if (ids.length >= limit) return { isAllowed: false, used: ids.length, setCookie: null }
  const next = [...ids, id]
  return { isAllowed: true, used: next.length, setCookie: meterCookie(next, now, { isSecure }) }
}

