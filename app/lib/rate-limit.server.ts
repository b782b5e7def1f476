import { sql } from 'drizzle-orm'
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
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)
  return { allowed: row!.count <= rule.limit * factor, retryAfterSeconds }
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
} satisfies Record<string, RateLimitRule>
