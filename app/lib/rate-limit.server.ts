import { and, eq, lt, sql } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { rateLimits } from '../db/schema'

export interface RateLimitRule {
  limit: number
  windowSeconds: number
}

/**
 * Counts one attempt for `key` in the current fixed window and says whether it is allowed.
 * Counters live in the database, so every server instance shares them. RATE_LIMIT_FACTOR
 * multiplies every limit, for runs where all traffic comes from one address (load and
 * end-to-end tests).
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
  factor = getConfig().RATE_LIMIT_FACTOR,
) {
  const { windowStart, retryAfterSeconds } = windowOf(rule, now)
  await sweep(db, now)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  return { allowed: row!.count <= rule.limit * factor, retryAfterSeconds }
}

/** The longest window is an hour; counters a day old can only be read by nobody. */
const keepCountersMs = 24 * 60 * 60 * 1000
const sweepEveryMs = 60 * 1000
let lastSweep = 0

/**
 * Deletes old counters, at most once a minute per process, on the back of a counted request
 * (the API's per-second burst limit alone writes a row per key and second).
 */
async function sweep(db: Db, now: Date) {
  if (now.getTime() - lastSweep < sweepEveryMs) return
  lastSweep = now.getTime()
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - keepCountersMs)))
}

function windowOf(rule: RateLimitRule, now: Date) {
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  return { windowStart, retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000) }
}

/**
 * For endpoints that check a secret (a token, a key, an id): only failures count, so a valid
 * secret used often (a podcast app polling its feed) is never slowed, while guessing stops at
 * the limit. Call `check` before looking the secret up — once the address is over the limit
 * every attempt is refused, valid or not, so the answer tells a guesser nothing — and `fail`
 * when the secret was wrong.
 */
export function failureLimit(db: Db, key: string, rule: RateLimitRule, factor = getConfig().RATE_LIMIT_FACTOR) {
  return {
    async check(now = new Date()) {
      const { windowStart, retryAfterSeconds } = windowOf(rule, now)
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
      return { allowed: (row?.count ?? 0) < rule.limit * factor, retryAfterSeconds }
    },
    async fail(now = new Date()) {
      await hitRateLimit(db, key, rule, now, factor)
    },
  }
}

export const rateLimitRules = {
  login: { limit: 30, windowSeconds: 15 * 60 },
  loginAccount: { limit: 5, windowSeconds: 15 * 60 },
  register: { limit: 5, windowSeconds: 60 * 60 },
  reset: { limit: 5, windowSeconds: 60 * 60 },
  newsletter: { limit: 10, windowSeconds: 60 * 60 },
  comment: { limit: 20, windowSeconds: 10 * 60 },
  contact: { limit: 5, windowSeconds: 60 * 60 },
  adProposal: { limit: 5, windowSeconds: 60 * 60 },
  /** Reset e-mails for one address, counted per requesting address so a stranger cannot use up the owner's. */
  resetTarget: { limit: 3, windowSeconds: 60 * 60 },
  // Wrong secrets from one address (failureLimit): reset tokens, API keys, private feed
  // tokens, newsletter links, workspace and advertiser invitations, shared ad reports and
  // certificate ids.
  resetTokenFailures: { limit: 10, windowSeconds: 15 * 60 },
  apiKeyFailures: { limit: 20, windowSeconds: 15 * 60 },
  feedTokenFailures: { limit: 20, windowSeconds: 15 * 60 },
  newsletterTokenFailures: { limit: 20, windowSeconds: 15 * 60 },
  workspaceJoinFailures: { limit: 10, windowSeconds: 15 * 60 },
  advertiserLinkFailures: { limit: 20, windowSeconds: 15 * 60 },
  staffLinkFailures: { limit: 20, windowSeconds: 15 * 60 },
  certificateIdFailures: { limit: 20, windowSeconds: 15 * 60 },
  /** Enterprise API requests per key per second; API_BURST_PER_SECOND sets the limit. */
  apiBurst: { limit: 10, windowSeconds: 1 },
} satisfies Record<string, RateLimitRule>
