import { redirect } from 'react-router'
import { z } from 'zod'
import type { Db } from '../db/client.server'
import type { Attribution } from '../attribution/attribution.server'
import { getConfig } from '../config.server'
import { cancelSubscription, changePlan, endPause, limitBilling, openPortal, resumeSubscription, undoScheduledChange } from './actions.server'
import { AppError } from '../lib/app-error'
import { retryPaymentLocal } from './local/local-cancel.server'
import { listInvoices, getBillingOverview } from './billing-overview.server'
import { changeResult, runBillingForm } from './route-helpers.server'
import { accessEndsAt } from './state.server'
import { cardSchema, readTestCard } from './local/test-cards'

/** What the Subscription tab of the account settings shows. */
export async function loadSubscriptionTab(db: Db, userId: string) {
  const [overview, invoices] = await Promise.all([getBillingOverview(db, userId), listInvoices(db, userId)])
  return { ...overview, invoices }
}

const opSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('change'), plan: z.string().min(1).max(64) }),
  z.object({ op: z.enum(['cancel', 'resume', 'unpause', 'keep', 'portal', 'retry']) }),
])

/** The tab's forms post `intent=billing` with the operation in `op`. */
export async function subscriptionTabAction(db: Db, userId: string, form: FormData, attribution?: Attribution) {
  const parsed = opSchema.safeParse(Object.fromEntries(form))
  return runBillingForm('billing', async () => {
    if (!parsed.success) throw new AppError('invalid_plan', 400, 'billing.error.invalid_plan')
    const input = parsed.data
    switch (input.op) {
      case 'change':
        return changeResult(await changePlan(db, { userId, planId: input.plan, attribution }))
      case 'cancel':
        return { ok: true, key: 'billing.done.canceled', date: accessEndsAt(await cancelSubscription(db, { userId, attribution })).toISOString() }
      case 'resume':
        await resumeSubscription(db, { userId })
        return { ok: true, key: 'billing.done.resumed' }
      case 'unpause':
        return endPause(db, { userId })
      case 'keep':
        await undoScheduledChange(db, { userId })
        return { ok: true, key: 'billing.done.kept' }
      case 'portal':
        return redirect(await openPortal(db, { userId, returnUrl: `${getConfig().SITE_URL.replace(/\/$/, '')}/profile?tab=subscription` }))
      case 'retry': {
        const card = cardSchema.safeParse(Object.fromEntries(form))
        if (!card.success) throw new AppError('invalid_card', 400, 'billing.error.invalid_card')
        await limitBilling(db, userId)
        await retryPaymentLocal(db, { userId, card: readTestCard(card.data) })
        return { ok: true, key: 'billing.done.paid' }
      }
    }
  })
}
