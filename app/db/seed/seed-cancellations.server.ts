import { eq } from 'drizzle-orm'
import type { Db } from '../client.server'
import { subscriptionCancellations, subscriptions, users } from '../schema'
import type { CancelReason } from '../schema/billing-vocabulary'
import { createUser } from './factories'

const DAY = 86_400_000

/** Former Premium members and why they left, as they said it on the cancel page. */
const leavers: { name: string; reason: CancelReason; note: string | null; daysAgo: number }[] = [
  { name: 'Ingrid Halvorsen', reason: 'too_expensive', note: 'Worth it, but not on a freelancer’s budget this winter. I will be back for the spring courses.', daysAgo: 3 },
  { name: 'Marcus Obi', reason: 'temporary_break', note: 'Parental leave from January. Please keep my course progress.', daysAgo: 9 },
  { name: 'Lucía Ferrer', reason: 'missing_content', note: 'I hoped for more on marketing mix modelling and less on chatbots.', daysAgo: 15 },
  { name: 'Dev Raman', reason: 'not_using', note: null, daysAgo: 21 },
  { name: 'Chloé Martin', reason: 'found_alternative', note: 'My company now pays for a team plan elsewhere.', daysAgo: 34 },
  { name: 'Tomasz Nowak', reason: 'too_expensive', note: null, daysAgo: 47 },
  { name: 'Aiko Tanaka', reason: 'technical_problems', note: 'Videos kept stalling on my train commute; the offline copies would not download on my old phone.', daysAgo: 62 },
]

/**
 * Members who cancelled Premium through the cancel page over the last two months, so
 * Admin → Subscriptions shows why members leave. Each subscription ended at its period's end.
 * Seeding again adds nothing.
 */
export async function seedCancellations(db: Db, now: Date) {
  const [seeded] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'former.member1@lumen.example'))
  if (seeded) return
  for (const [index, leaver] of leavers.entries()) {
    const cancelledAt = new Date(now.getTime() - leaver.daysAgo * DAY)
    const user = await createUser(db, { name: leaver.name, email: `former.member${index + 1}@lumen.example`, subscriptionTier: 'free' })
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        userId: user.id,
        planId: 'premium-month',
        status: 'canceled',
        provider: 'local',
        providerSubscriptionId: `local_${user.id}`,
        currentPeriodStart: new Date(cancelledAt.getTime() - 20 * DAY),
        currentPeriodEnd: new Date(cancelledAt.getTime() + 10 * DAY),
        cancelAtPeriodEnd: true,
        canceledAt: cancelledAt,
        endedAt: new Date(cancelledAt.getTime() + 10 * DAY),
      })
      .returning({ id: subscriptions.id })
    await db.insert(subscriptionCancellations).values({ subscriptionId: subscription!.id, userId: user.id, reason: leaver.reason, note: leaver.note, createdAt: cancelledAt })
  }
}
