import { and, count, eq } from 'drizzle-orm'
import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { adOffers } from '../db/schema/ads'
import { utcDay } from '../lib/dates'
import { jsonError } from '../lib/json-error'
import { parseForm } from '../lib/parse-form.server'
import { isAdPlacement } from './ad-choices'
import { recordClick, recordInvalid, recordView } from './events.server'
import { showsAds } from './house-ads'
import { offerIdOf } from './offer-token.server'
import { readerHashOf, trafficProblem } from './reader.server'
import { recordNewsletterClick } from './newsletter-sponsorship.server'
import { decideAd, READER_DAILY_LIMIT } from './serve.server'

const noStore = { 'Cache-Control': 'no-store' }
const CATEGORY = /^[a-z0-9-]{0,60}$/

/**
 * GET /ads/slot?placement=…&category=…: the ad for one slot of the page just loaded, chosen
 * now for this reader (pages and their cached copies carry none). `{ "ad": null }` keeps the
 * slot's house ad: for bots and prefetches, readers on an ad-free plan, a reader past the
 * daily limit, or when no campaign needs this slot. Never cached.
 */
export async function slotAnswer(request: Request, clientIp: string, now = new Date()): Promise<Response> {
  const url = new URL(request.url)
  const placement = url.searchParams.get('placement')
  const category = url.searchParams.get('category') ?? ''
  if (!isAdPlacement(placement)) return jsonError(400, 'invalid_placement', 'The placement is not one of the ad slots.')
  if (!CATEGORY.test(category)) return jsonError(400, 'invalid_category', 'The category must be a category slug.')
  const db = getDb()
  const nothing = () => Response.json({ ad: null }, { headers: noStore })
  const problem = trafficProblem(request.headers)
  if (problem) {
    recordInvalid({ event: 'serve', reason: problem, now })
    return nothing()
  }
  if (!showsAds(await getUser(request))) {
    recordInvalid({ event: 'serve', reason: 'ad_free_reader', now })
    return nothing()
  }
  const day = utcDay(now)
  const readerHash = readerHashOf(clientIp, request.headers.get('user-agent') ?? '', day)
  const [seen] = await db
    .select({ offers: count() })
    .from(adOffers)
    .where(and(eq(adOffers.day, day), eq(adOffers.readerHash, readerHash)))
  if ((seen?.offers ?? 0) >= READER_DAILY_LIMIT) {
    recordInvalid({ event: 'serve', reason: 'rate_exceeded', now })
    return nothing()
  }
  const ad = await decideAd(db, { placement, category, readerHash, now })
  return Response.json({ ad }, { headers: noStore })
}

const beaconForm = z.object({ token: z.string({ error: 'The view needs the token of the ad.' }) })

/** POST /ads/view (a beacon, `token`): the ad was viewable. 204 whether or not it counted; 400 for a token we never signed. */
export async function viewAnswer(request: Request, now = new Date()): Promise<Response> {
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Use POST to report a view.', { Allow: 'POST' })
  const parsed = await parseForm(request, beaconForm)
  if (!parsed.ok) return jsonError(400, 'invalid_token', parsed.message)
  const offerId = offerIdOf(parsed.data.token)
  if (!offerId) return jsonError(400, 'invalid_token', 'This is not the token of an ad we served.')
  await recordView(getDb(), offerId, { now, problem: trafficProblem(request.headers) })
  return new Response(null, { status: 204, headers: noStore })
}

/**
 * GET /ads/click/{token}: counts the click and sends the reader on to the creative's own
 * address; 404 for a token we never signed or an offer that no longer exists.
 */
export async function clickAnswer(request: Request, token: string, now = new Date()): Promise<Response> {
  const offerId = offerIdOf(token)
  if (!offerId) return new Response('This ad link is not valid.', { status: 404, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } })
  const click = await recordClick(getDb(), offerId, { now, problem: trafficProblem(request.headers) })
  if (!click) return new Response('This ad is no longer available.', { status: 404, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(null, { status: 302, headers: { ...noStore, Location: click.destination } })
}

/**
 * GET /ads/newsletter/{token}: a sponsored link in one reader's copy of an edition. The first
 * click of a copy is counted (a link checker or other bot is not), and every click goes on to
 * the creative's own address; 404 for a link we never signed.
 */
export async function newsletterClickAnswer(request: Request, token: string, now = new Date()): Promise<Response> {
  const click = await recordNewsletterClick(getDb(), token, { count: request.method === 'GET' && trafficProblem(request.headers) === null, now })
  if (!click) return new Response('This sponsored link is not valid.', { status: 404, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(null, { status: 302, headers: { ...noStore, Location: click.destinationUrl } })
}
