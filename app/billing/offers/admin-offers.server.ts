import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { offerRedemptions, offers, users } from '../../db/schema'
import type { OfferInput } from './offer-input'
import { violatedUniqueConstraint } from '../../db/unique-violation.server'
import { listPlans } from '../plans.server'
import { isUsedUp } from './offers.server'


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
        pauseMonths: input.kind === 'pause' ? input.pauseMonths! : 0,
        periods: input.kind === 'trial' || input.kind === 'pause' ? null : input.periods,
        planId: input.planId || null,
        redemptionLimit: input.redemptionLimit,
        endsAt: input.endsOn ? new Date(`${input.endsOn}T23:59:59Z`) : null,
      })
      .returning()
    return offer!
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) return null
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

type OfferRow = typeof offers.$inferSelect

/** An offer as the console shows it: with its plan's label and its state now. */
const asRow = (o: OfferRow, labels: Map<string, string>, now: Date) => ({
  ...o,
  planLabel: o.planId ? (labels.get(o.planId) ?? o.planId) : 'Any paid plan',
  state: !o.isActive ? ('archived' as const) : o.endsAt && o.endsAt <= now ? ('ended' as const) : isUsedUp(o) ? ('used up' as const) : ('live' as const),
})

const planLabels = async (db: Db) => new Map((await offerPlanChoices(db)).map((p) => [p.id, p.label]))

/** The console's rows: every offer (see asRow). */
export async function offerRows(db: Db, now = new Date()) {
  const [rows, labels] = await Promise.all([listOffers(db), planLabels(db)])
  return rows.map((o) => asRow(o, labels, now))
}

/** One offer's row (see asRow), or undefined. */
export async function offerRow(db: Db, id: string, now = new Date()) {
  const [offer, labels] = await Promise.all([getOffer(db, id), planLabels(db)])
  return offer ? asRow(offer, labels, now) : undefined
}
