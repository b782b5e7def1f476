import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { offerRedemptions, offers, users } from '../../db/schema'
import type { OfferInput } from './offer-input'
import { listPlans } from '../plans.server'
import { isUsedUp } from './offers.server'

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause))
}

/** Stores a new offer; null when its code is taken. */
export async function createOffer(db: Db, input: OfferInput) {
  try {
    const [offer] = await db
      .insert(offers)
      .values({
        code: input.code,
        name: input.name,
        description: input.description,
        purpose: input.purpose,
        kind: input.kind,
        percentOff: input.kind === 'percent' ? input.percentOff! : 0,
        amountOffCents: input.kind === 'amount' ? input.amountOff! : 0,
        trialDays: input.kind === 'trial' ? input.trialDays! : 0,
        periods: input.kind === 'trial' ? null : input.periods,
        planId: input.planId || null,
        redemptionLimit: input.redemptionLimit,
        endsAt: input.endsOn ? new Date(`${input.endsOn}T23:59:59Z`) : null,
      })
      .returning()
    return offer!
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/** Every offer, the live ones first, newest first. */
export function listOffers(db: Db) {
  return db.select().from(offers).orderBy(desc(offers.isActive), desc(offers.createdAt))
}

export async function getOffer(db: Db, id: string) {
  const [offer] = await db.select().from(offers).where(eq(offers.id, id)).limit(1)
  return offer
}

/** An offer's redemptions, newest first: who, on which plan, when. */
export function listRedemptions(db: Db, offerId: string, limit = 200) {
  return db
    .select({ id: offerRedemptions.id, userId: offerRedemptions.userId, name: users.name, email: users.email, planId: offerRedemptions.planId, createdAt: offerRedemptions.createdAt })
    .from(offerRedemptions)
    .innerJoin(users, eq(users.id, offerRedemptions.userId))
    .where(eq(offerRedemptions.offerId, offerId))
    .orderBy(desc(offerRedemptions.createdAt))
    .limit(limit)
}

/** Ends an offer now (its link then says so) or brings it back. */
export async function setOfferActive(db: Db, id: string, isActive: boolean) {
  const [offer] = await db.update(offers).set({ isActive, updatedAt: sql`now()` }).where(eq(offers.id, id)).returning({ id: offers.id })
  return Boolean(offer)
}

/** The paid plans an offer can be for, labelled for the console ("Premium monthly"). */
export async function offerPlanChoices(db: Db) {
  const { plans } = await listPlans(db)
  return plans.filter((p) => p.priceCents > 0).map((p) => ({ id: p.id, label: `${p.name} ${p.interval === 'year' ? 'yearly' : 'monthly'}` }))
}

/** The console's rows: each offer with its plan's label and its state now. */
export async function offerRows(db: Db, now = new Date()) {
  const [rows, plans] = await Promise.all([listOffers(db), offerPlanChoices(db)])
  const labels = new Map(plans.map((p) => [p.id, p.label]))
  return rows.map((o) => ({
    ...o,
    planLabel: o.planId ? (labels.get(o.planId) ?? o.planId) : 'Any paid plan',
    state: !o.isActive ? ('archived' as const) : o.endsAt && o.endsAt <= now ? ('ended' as const) : isUsedUp(o) ? ('used up' as const) : ('live' as const),
  }))
}
