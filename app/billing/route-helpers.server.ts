import { data } from 'react-router'
import { isBillingError } from '../lib/app-error'
import { appErrorResponse } from '../lib/error-responses.server'
import type { Plan } from './plans.server'

/** A translated outcome a page shows after a billing form: a message key plus its values. */
export interface BillingResult {
  ok: boolean
  key: string
  plan?: { name: string; interval: string }
  amountCents?: number
  date?: string
  /** Which form the result belongs to (the profile tab shows it beside that form). */
  intent?: string
}

const planValue = (plan: Pick<Plan, 'name' | 'interval'>) => ({ name: plan.name, interval: plan.interval })

/** Runs a billing use case for a form; a billing refusal becomes its message key with its status. */
export async function runBillingForm(intent: string, work: () => Promise<BillingResult | Response>) {
  try {
    const result = await work()
    return result instanceof Response ? result : data({ ...result, intent })
  } catch (error) {
    if (!isBillingError(error)) throw error
    return appErrorResponse(error, ({ code }): BillingResult => ({ ok: false, key: `billing.error.${code}`, intent }))
  }
}

/** The message for a plan change, whichever kind it was. */
export function changeResult(change: {
  preview: { kind: string; chargeCents: number; effectiveAt?: Date }
  plan: Plan
}): BillingResult {
  const plan = planValue(change.plan)
  if (change.preview.kind === 'downgrade') return { ok: true, key: 'billing.done.downgrade', plan, date: change.preview.effectiveAt?.toISOString() }
  if (change.preview.kind === 'trial-switch') return { ok: true, key: 'billing.done.switched', plan }
  return { ok: true, key: 'billing.done.upgraded', plan, amountCents: change.preview.chargeCents }
}
