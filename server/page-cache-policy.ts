import type { Request } from 'express'
import type { Db } from '../app/db/client.server'
import { isSessionCookieHeader, sharedCacheControl } from '../app/lib/cache-control.server'
import type { PageFacts } from '../app/lib/page-facts'
import { meterCookieName, recordVisitorRead } from '../app/news/meter-cookie'
import { recordView } from '../app/news/view-counter.server'
import type { PageCachePolicy } from './page-cache'

const meterPair = new RegExp(`(^|;)\\s*${meterCookieName}=[^;]*`, 'g')

/**
 * Lumen's rules for the page cache: signed-in readers always get a render; the visitor's
 * meter cookie is not part of the key, the meter's answer for this article is (under the
 * limit or walled, so a walled visitor never gets a copy with the body); and every copy
 * served runs the meter and counts the view, as the render did (app/news/meter-cookie.ts,
 * app/news/view-counter.server.ts).
 */
export function pageCachePolicy({ getDb, isSecure }: { getDb: () => Db | undefined; isSecure: () => boolean }): PageCachePolicy {
  return {
    isPersonal: (req) => isSessionCookieHeader(req.headers.cookie),
    pageCookies: (cookieHeader) => cookieHeader.replace(meterPair, '').replace(/^\s*;\s*/, ''),
    isReaderCookie: (setCookie) => setCookie.startsWith(`${meterCookieName}=`),
    sharedCacheControl,
    visit(req: Request, facts: PageFacts | undefined) {
      if (!facts) return { variant: '' }
      const meter = facts.meteredArticleId
        ? recordVisitorRead(req.headers.cookie ?? null, { articleId: facts.meteredArticleId, now: new Date(), isSecure: isSecure() })
        : undefined
      return {
        variant: meter ? (meter.isAllowed ? 'open' : 'walled') : '',
        serve(res) {
          if (meter?.setCookie) res.append('Set-Cookie', meter.setCookie)
          const db = getDb()
          if (facts.view && db) recordView(db, facts.view, { userAgent: req.headers['user-agent'], userId: null, clientIp: req.ip ?? 'unknown' })
        },
      }
    },
  }
}
