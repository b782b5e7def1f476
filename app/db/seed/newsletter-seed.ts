import { randomBytes } from 'node:crypto'
import { hashString } from '../../lib/text'
import type { Db } from '../client.server'
import { newsletterSubscriptions } from '../schema'

const DAY = 86_400_000
const firstNames = ['maria', 'james', 'aiko', 'omar', 'lena', 'tomas', 'priya', 'chen', 'fatima', 'lucas', 'ines', 'noah', 'sofia', 'kwame', 'elif', 'diego', 'hannah', 'ravi', 'marta', 'jonas']
const lastNames = ['lopez', 'okafor', 'tanaka', 'haddad', 'fischer', 'novak', 'sharma', 'wei', 'benali', 'moreau', 'garcia', 'larsen']
const domains = ['example.com', 'example.org', 'example.net']

/**
 * Demo newsletter subscribers, spread over the last 45 days so Admin → Newsletter has a
 * growth chart: mostly confirmed with varied choices, a few waiting for confirmation and a
 * few who left. Addresses are on the reserved example domains, so nothing can reach anyone.
 */
export async function seedNewsletterSubscribers(db: Db, now: Date) {
  const rows = Array.from({ length: 64 }, (_, index) => {
    const first = firstNames[index % firstNames.length]!
    const last = lastNames[(index * 7) % lastNames.length]!
    const hash = hashString(`${first}.${last}.${index}`)
    const subscribedAt = new Date(now.getTime() - (hash % 45) * DAY - (hash % 1440) * 60_000)
    const state = index % 13 === 5 ? 'pending' : index % 17 === 3 ? 'left' : 'active'
    return {
      email: `${first}.${last}${index > 19 ? index : ''}@${domains[hash % domains.length]}`,
      token: randomBytes(24).toString('base64url'),
      subscribedAt,
      isActive: state === 'active',
      confirmedAt: state === 'pending' ? null : new Date(subscribedAt.getTime() + ((hash % 90) + 2) * 60_000),
      unsubscribedAt: state === 'left' ? new Date(subscribedAt.getTime() + 9 * DAY) : null,
      preferences: { daily_digest: hash % 3 !== 0, weekly_summary: hash % 4 !== 1, breaking_news: hash % 5 !== 2 },
    }
  })
  const inserted = await db.insert(newsletterSubscriptions).values(rows).onConflictDoNothing().returning({ id: newsletterSubscriptions.id })
  return inserted.length
}
