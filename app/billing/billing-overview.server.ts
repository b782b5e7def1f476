import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { billingInvoices } from '../db/schema'
import { previewChange, type ChangePreview } from './change-preview.server'
import { getPlanById, listPlans, type Plan } from './plans.server'
import { getBillingProvider } from './provider-choice.server'
import { accessEndsAt, findLiveSubscription, hasHadSubscription } from './state.server'
import { workspaceAccessOf } from '../workspaces/entitlement.server'
import { workspaceSummary } from '../workspaces/workspaces.server'
import { planFeatureNote, planWords } from './plan-words.server'

export type PlanAction =
  | { kind: 'subscribe' }
  | { kind: 'current' }
  | (ChangePreview & { isBlocked: boolean })

/** The member's subscription as the plans page, the checkout and the Subscription tab show it. */
export async function getBillingOverview(db: Db, userId: string | null, { now = new Date() } = {}) {
  const provider = getBillingProvider().name
  const { plans: stored, isFallback } = await listPlans(db)
  const plans = stored.map(inReadersWords)
  const row = userId ? await findLiveSubscription(db, userId) : undefined
  const plan = row ? await getPlanById(db, row.planId) : undefined
  const scheduled = row?.scheduledPlanId ? await getPlanById(db, row.scheduledPlanId) : undefined
  const current =
    row && plan
      ? {
          id: row.id,
          plan: { id: plan.id, name: planWords(plan.name), tier: plan.tier, interval: plan.interval, priceCents: plan.priceCents },
          status: row.status as 'trialing' | 'active' | 'past_due' | 'paused',
          provider: row.provider,
          currentPeriodEnd: row.currentPeriodEnd,
          trialEnd: row.trialEnd,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          accessEndsAt: accessEndsAt(row),
          graceEndsAt: row.graceEndsAt,
          pauseStartsAt: row.pauseStartsAt,
          pausedUntil: row.pausedUntil,
          scheduledPlan: scheduled ? { id: scheduled.id, name: planWords(scheduled.name), interval: scheduled.interval } : null,
          discountPercent: row.discountPercent,
          discountAmountCents: row.discountAmountCents,
          discountPeriodsLeft: row.discountPeriodsLeft,
          promotionCode: row.promotionCode,
          creditCents: row.creditCents,
          card: row.cardLast4 ? `${row.cardBrand ?? 'Card'} •••• ${row.cardLast4}` : null,
          seats: plan.tier === 'enterprise' && userId ? await workspaceSeatsBilledTo(db, userId) : null,
        }
      : null
  const actions: Record<string, PlanAction> = {}
  for (const p of plans) {
    if (p.priceCents === 0) continue
    if (!row || !plan) actions[p.id] = { kind: 'subscribe' }
    else if (p.id === plan.id) actions[p.id] = { kind: 'current' }
    else actions[p.id] = { ...previewChange(row, plan, p, now), isBlocked: row.status === 'past_due' || row.pausedUntil !== null }
  }
  const isTrialEligible = userId ? !(await hasHadSubscription(db, userId)) : true
  return { provider, plans, isFallback, current, actions, isTrialEligible }
}

/** A plan's name and features in the reader's language where they are the seed's words (an admin's own stay as typed). */
const inReadersWords = (plan: Plan): Plan => ({
  ...plan,
  name: planWords(plan.name),
  features: plan.features.map(planWords),
  featureNotes: plan.features.map(planFeatureNote),
})

/** Seats used and included of the workspace that runs on this member's subscription, if any. */
async function workspaceSeatsBilledTo(db: Db, userId: string) {
  const access = await workspaceAccessOf(db, userId)
  const workspace = access ? await workspaceSummary(db, access.workspaceId) : null
  return workspace?.billingUserId === userId ? { used: workspace.seatsUsed, included: workspace.seats } : null
}

export type BillingOverview = Awaited<ReturnType<typeof getBillingOverview>>

/** What every invoice list shows of an invoice (the member's tab and the admin's history). */
export const invoiceColumns = {
  id: billingInvoices.id,
  kind: billingInvoices.kind,
  planId: billingInvoices.planId,
  amountCents: billingInvoices.amountCents,
  discountCents: billingInvoices.discountCents,
  creditAppliedCents: billingInvoices.creditAppliedCents,
  currency: billingInvoices.currency,
  status: billingInvoices.status,
  periodStart: billingInvoices.periodStart,
  periodEnd: billingInvoices.periodEnd,
  createdAt: billingInvoices.createdAt,
}

/** The member's charges and payments, newest first. */
export async function listInvoices(db: Db, userId: string, { limit = 24 } = {}) {
  return db
    .select({ ...invoiceColumns, hostedUrl: billingInvoices.hostedUrl })
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(limit)
}
