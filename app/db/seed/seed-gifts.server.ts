import { randomBytes } from 'node:crypto'
import { count } from 'drizzle-orm'
import { gifts } from '../schema'
import type { Db } from '../client.server'

const DAY = 86_400_000

/**
 * The demo's gifts for Admin → Gifts, one in each state a paid gift passes through: waiting
 * for its send date, sent and not redeemed yet, and redeemed long ago by an account deleted since.
 * Paid in the local test mode. Seeding again adds nothing.
 */
export async function seedGifts(db: Db, now: Date) {
  const [existing] = await db.select({ n: count() }).from(gifts)
  if (existing!.n > 0) return
  const at = (days: number) => new Date(now.getTime() + days * DAY)
  /** Midnight UTC, `days` from today: when a gift's e-mail goes out. */
  const day = (days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
  const paid = (days: number) => ({ provider: 'local', providerReference: `local_demo_gift_${randomBytes(6).toString('hex')}`, cardBrand: 'Visa', cardLast4: '4242', paidAt: at(days), createdAt: at(days) })
  await db.insert(gifts).values([
    {
      code: randomBytes(18).toString('base64url'), planId: 'premium-year', months: 12, amountCents: 9999, status: 'paid',
      buyerName: 'Hannah Okafor', buyerEmail: 'hannah.okafor@example.com', recipientName: 'Samuel Okafor', recipientEmail: 'samuel.okafor@example.com',
      message: 'Happy graduation! Now go and build that recommendation engine you keep talking about.', sendAt: day(9), ...paid(-2),
    },
    {
      code: randomBytes(18).toString('base64url'), planId: 'premium-month', months: 3, amountCents: 2997, status: 'sent',
      buyerName: 'Lucía Fernández', buyerEmail: 'lucia.fernandez@example.com', recipientName: 'Marta Gil', recipientEmail: 'marta.gil@example.com',
      message: 'For the new job: the analytics path helped me a lot in my first quarter.', sendAt: day(-4), sentAt: day(-4), ...paid(-6),
    },
    {
      code: randomBytes(18).toString('base64url'), planId: 'premium-month', months: 1, amountCents: 999, status: 'redeemed',
      buyerName: 'Daniel Weiss', buyerEmail: 'daniel.weiss@example.com', recipientName: 'Priya Raman', recipientEmail: 'priya.raman@example.com',
      message: '', sendAt: day(-70), sentAt: day(-70), redeemedAt: at(-69), startsAt: at(-69), ...paid(-71),
    },
  ])
}
