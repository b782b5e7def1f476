import { isbot } from 'isbot'
import { sign } from '../lib/signer.server'
import type { InvalidReason } from './ad-choices'

/**
 * A reader, as far as advertising needs one: a keyed hash of the address and browser that
 * changes every UTC day. It caps how often one reader sees a campaign without a cookie or a
 * stored identifier: without the site's secret it cannot be turned back into an address,
 * and tomorrow's hash of the same reader is unrelated to today's.
 */
export const readerHashOf = (clientIp: string, userAgent: string, day: string) => sign('ad-reader', `${day}|${clientIp}|${userAgent}`, 22)

/**
 * Why a request for an ad is not a person looking at a page, or null when it is: crawlers
 * and other bots, and pages the browser loads ahead of a visit (prefetch and prerender).
 */
export function trafficProblem(headers: Headers): InvalidReason | null {
  const agent = headers.get('user-agent') ?? ''
  if (!agent || isbot(agent)) return 'bot'
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`
  if (/prefetch|prerender/i.test(purpose)) return 'prefetch'
  return null
}
