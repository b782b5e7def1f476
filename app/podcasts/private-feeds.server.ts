import { createHash } from 'node:crypto'
import { utcDay } from '../lib/dates'
import { and, count, eq, sql } from 'drizzle-orm'
import { hasFeature } from '../billing/entitlements'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { podcastFeedAddresses, podcastFeedRetiredTokens, podcastFeedTokens, podcasts, podcastSeries, users } from '../db/schema'
import { isPublishedNow } from '../lib/publication.server'
import type { Tier } from '../db/schema/accounts'
import { failureLimit, hitRateLimit, rateLimitRules, type RateLimitRule } from '../lib/rate-limit.server'
import { hashSecret } from '../lib/secret-hash.server'
import { sign } from '../lib/signer.server'
import { effectiveTier, ownTierOf, workspaceAccessOf } from '../workspaces/entitlement.server'
import { absoluteUrl } from '../seo/xml'
import { privateFeedPath } from './feed-paths'

/** A private feed's requests per token: a podcast app checks a few times an hour and fetches each episode in ranges. */
export const privateFeedRateLimit: RateLimitRule = { limit: 300, windowSeconds: 60 * 60 }
/** More distinct addresses in one UTC day than a member's phone, laptop and office plausibly use: the feed is being shared. */
export const sharingThreshold = 8

/**
 * The token of a member's private feeds: derived from the site's secret, the member and the
 * generation, so the member's page can show the address again while only its hash is stored.
 */
export const feedTokenFor = (userId: string, generation: number) => sign('podcast-feed', `${userId}:${generation}`)

const TOKEN = /^[A-Za-z0-9_-]{32}$/

/** The member's token, created with their first private feed. */
export async function privateFeedToken(db: Db, userId: string): Promise<string> {
  const [existing] = await db.select({ generation: podcastFeedTokens.generation }).from(podcastFeedTokens).where(eq(podcastFeedTokens.userId, userId))
  if (existing) return feedTokenFor(userId, existing.generation)
  const token = feedTokenFor(userId, 1)
  await db.insert(podcastFeedTokens).values({ userId, tokenHash: hashSecret(token), generation: 1 }).onConflictDoNothing()
  const [row] = await db.select({ generation: podcastFeedTokens.generation }).from(podcastFeedTokens).where(eq(podcastFeedTokens.userId, userId))
  return feedTokenFor(userId, row!.generation)
}

/** A new token for the member: every address made with the old one stops answering at once. */
export async function resetPrivateFeedToken(db: Db, userId: string): Promise<string> {
  const oldToken = await privateFeedToken(db, userId)
  await db.insert(podcastFeedRetiredTokens).values({ tokenHash: hashSecret(oldToken), userId }).onConflictDoNothing()
  const [row] = await db
    .update(podcastFeedTokens)
    .set({ generation: sql`${podcastFeedTokens.generation} + 1`, flaggedAt: null, flaggedDay: null, flaggedAddresses: null })
    .where(eq(podcastFeedTokens.userId, userId))
    .returning({ generation: podcastFeedTokens.generation })
  const token = feedTokenFor(userId, row!.generation)
  await db.update(podcastFeedTokens).set({ tokenHash: hashSecret(token) }).where(eq(podcastFeedTokens.userId, userId))
  return token
}

export interface FeedListener {
  userId: string
  tier: Tier
  /** Whether the member's plan includes premium episodes right now. */
  isEntitled: boolean
}

/** The member a private feed token belongs to, with their access as of now; null for an unknown or old token. */
export async function listenerOfToken(db: Db, token: string): Promise<FeedListener | null> {
  if (!TOKEN.test(token)) return null
  const [row] = await db
    .select({ userId: podcastFeedTokens.userId, ownTier: users.subscriptionTier, isSuspended: users.isSuspended })
    .from(podcastFeedTokens)
    .innerJoin(users, eq(users.id, podcastFeedTokens.userId))
    .where(eq(podcastFeedTokens.tokenHash, hashSecret(token)))
  if (!row) return null
  const tier = effectiveTier(ownTierOf(row.ownTier), await workspaceAccessOf(db, row.userId))
  return { userId: row.userId, tier, isEntitled: !row.isSuspended && hasFeature({ subscriptionTier: tier }, 'private_podcast_feeds') }
}

export type FeedTokenCheck =
  | { status: 'ok'; listener: FeedListener }
  | { status: 'unknown' }
  | { status: 'limited'; retryAfterSeconds: number }

/**
 * `listenerOfToken` for a request from `clientIp`: unknown tokens count against the address
 * (`feedTokenFailures`) — a token replaced by a reset does not, since podcast services go on
 * polling old addresses from servers shared by many members — and past the limit every request from it is refused before the
 * token is looked up. A valid token never counts, so a podcast app polling its feed is never
 * slowed by this (only the token's own hourly limit applies to it).
 */
export async function checkFeedToken(db: Db, token: string, clientIp: string, now = new Date()): Promise<FeedTokenCheck> {
  const failures = failureLimit(db, `podcast-feed-token:ip:${clientIp}`, rateLimitRules.feedTokenFailures)
  const limit = await failures.check(now)
  if (!limit.allowed) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  const listener = await listenerOfToken(db, token)
  if (listener) return { status: 'ok', listener }
  // An address a member reset is still polled by their podcast service: not a guess.
  if (!(await isRetiredToken(db, token))) await failures.fail(now)
  return { status: 'unknown' }
}

async function isRetiredToken(db: Db, token: string) {
  if (!TOKEN.test(token)) return false
  const [row] = await db
    .select({ userId: podcastFeedRetiredTokens.userId })
    .from(podcastFeedRetiredTokens)
    .where(eq(podcastFeedRetiredTokens.tokenHash, hashSecret(token)))
  return row !== undefined
}

/** Addresses are kept only as a hash salted with the day, enough to count them. */
const addressHash = (address: string, day: string) => createHash('sha256').update(`${day}:${address}`).digest('base64url').slice(0, 22)

/**
 * Counts one request on a token: refused past the hourly limit; the client address is noted
 * for the day, and the token is flagged for the admins once it was used from more than
 * `sharingThreshold` addresses that day.
 */
export async function recordFeedRequest(db: Db, listener: FeedListener, clientIp: string, now = new Date()) {
  const limit = await hitRateLimit(db, `podcast-feed:${listener.userId}`, privateFeedRateLimit, now)
  if (!limit.allowed) return limit
  const day = utcDay(now)
  const inserted = await db
    .insert(podcastFeedAddresses)
    .values({ userId: listener.userId, day, addressHash: addressHash(clientIp, day) })
    .onConflictDoNothing()
    .returning({ day: podcastFeedAddresses.day })
  await db.update(podcastFeedTokens).set({ lastUsedAt: now }).where(eq(podcastFeedTokens.userId, listener.userId))
  if (inserted.length > 0) {
    const [seen] = await db
      .select({ addresses: count() })
      .from(podcastFeedAddresses)
      .where(and(eq(podcastFeedAddresses.userId, listener.userId), eq(podcastFeedAddresses.day, day)))
    if ((seen?.addresses ?? 0) > sharingThreshold) {
      await db
        .update(podcastFeedTokens)
        .set({ flaggedAt: now, flaggedDay: day, flaggedAddresses: seen!.addresses })
        .where(eq(podcastFeedTokens.userId, listener.userId))
    }
  }
  return limit
}

/** Private feeds used from too many addresses in a day, newest first, for the admin console. */
export async function listSharedFeeds(db: Db, { limit = 50 } = {}) {
  return db
    .select({
      userId: podcastFeedTokens.userId,
      name: users.name,
      email: users.email,
      flaggedAt: podcastFeedTokens.flaggedAt,
      day: podcastFeedTokens.flaggedDay,
      addresses: podcastFeedTokens.flaggedAddresses,
      lastUsedAt: podcastFeedTokens.lastUsedAt,
    })
    .from(podcastFeedTokens)
    .innerJoin(users, eq(users.id, podcastFeedTokens.userId))
    .where(sql`${podcastFeedTokens.flaggedAt} is not null`)
    .orderBy(sql`${podcastFeedTokens.flaggedAt} desc`)
    .limit(limit)
}

/**
 * The member's private feed addresses (absolute, to paste into an app): of one series, or of
 * every series with episodes.
 */
export async function privateFeedsOf(db: Db, userId: string, { seriesId }: { seriesId?: string } = {}) {
  const token = await privateFeedToken(db, userId)
  const rows = await db
    .selectDistinct({ id: podcastSeries.id, title: podcastSeries.title })
    .from(podcastSeries)
    .innerJoin(podcasts, eq(podcasts.seriesId, podcastSeries.id))
    .where(seriesId ? and(eq(podcastSeries.id, seriesId), isPublishedNow(podcasts, new Date())) : isPublishedNow(podcasts, new Date()))
    .orderBy(podcastSeries.title)
  const siteUrl = getConfig().SITE_URL
  return rows.map((row) => ({ seriesId: row.id, seriesTitle: row.title, url: absoluteUrl(siteUrl, privateFeedPath(token, row.id)) }))
}

