import { getDb } from '../db/client.server'
import type { PageFacts } from '../lib/page-facts'
import { meterCookieName } from '../news/meter-cookie'
import { decideRead, readOfFacts } from './record-read.server'
import { headlinesOfCopy } from '../news/headline-tests/page-headlines.server'

/**
 * What a page-cache copy does for its reader (decision 16), handed to the cache's rules
 * (server/page-cache): the read its render recorded, decided again for this visitor. The
 * meter's answer picks the copy, so a walled visitor only ever gets the wall; serving it sets
 * the visitor's meter cookie and counts the view. That cookie is the reader's own, so the cache
 * leaves it out of a copy's key and lets a stored page have set it.
 */
export function readsOfPageCopies({ isSecure }: { isSecure: boolean }) {
  return {
    readerCookie: meterCookieName,
    async visit(req: { headers: { cookie?: string; 'user-agent'?: string; referer?: string; host?: string }; readonly ip: string | undefined }, facts: unknown) {
      const now = new Date()
      const headline = headlinesOfCopy(req, facts as PageFacts | undefined, now)
      const read = readOfFacts(facts as PageFacts | undefined)
      if (!read) return headline ? { variant: `h:${headline.variant}`, serve: () => headline.count() } : { variant: '' }
      const reader = { user: null, cookieHeader: req.headers.cookie ?? null, userAgent: req.headers['user-agent'], clientIp: req.ip ?? 'unknown', isSecure, now }
      const decided = await decideRead(getDb(), reader, read.kind, read.item)
      return {
        // A page with a tested headline is kept per headline too (decision 53).
        variant: `${decided.meter?.status ?? ''}${headline ? `|h:${headline.variant}` : ''}`,
        serve(answer: { setCookie(value: string): void }) {
          if (decided.setCookie) answer.setCookie(decided.setCookie)
          decided.count()
          headline?.count()
        },
      }
    },
  }
}
