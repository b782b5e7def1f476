import { offers } from '../schema'
import type { Db } from '../client.server'

const DAY = 86_400_000

/**
 * The demo's offers beside STUDENT50 (which every install has): a launch discount with a
 * limit and an end, a first-year amount off, a longer trial, and the cancel page's retention
 * offer. Seeding again adds nothing.
 */
export async function seedOffers(db: Db, now: Date) {
  await db
    .insert(offers)
    .values([
      { code: 'LAUNCH25', name: 'Launch offer: 25% off Premium', description: 'Three months of Premium at a quarter off, for our first readers of the new courses.', kind: 'percent', percentOff: 25, periods: 3, planId: 'premium-month', redemptionLimit: 500, endsAt: new Date(now.getTime() + 45 * DAY) },
      { code: 'ANNUAL20', name: '$20 off your first year', description: 'Go yearly and your first year of Premium costs $20 less.', kind: 'amount', amountOffCents: 2000, periods: 1, planId: 'premium-year' },
      { code: 'TRYAMONTH', name: 'A month of Premium, free', description: 'Thirty days to read, watch and learn everything before you pay anything.', kind: 'trial', trialDays: 30, planId: 'premium-month', redemptionLimit: 1000 },
      { code: 'STAY50', name: 'Stay with us', description: '', purpose: 'retention', kind: 'percent', percentOff: 50, periods: 1, planId: 'premium-year' },
    ])
    .onConflictDoNothing({ target: offers.code })
}
