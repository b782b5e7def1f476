import { readAttribution } from '../attribution/attribution.server'
import { z } from 'zod'
import { changePlan } from '../billing/actions.server'
import { billingApi, methodNotAllowed, ownSubscription, subscriptionJson } from '../billing/api.server'
import type { Route } from './+types/api.update-subscription'

const schema = z.object({ subscriptionId: z.string().min(1).max(100), planId: z.string().min(1).max(64) })

/**
 * POST {subscriptionId, planId} → the subscription and the change: upgrades apply now with
 * the prorated charge, downgrades are scheduled for the next renewal (spec §7, terms 3.2).
 */
export function action({ request }: Route.ActionArgs) {
  return billingApi(request, { schema, failure: 'Failed to update subscription' }, async ({ db, user, body }) => {
    await ownSubscription(db, user.id, body.subscriptionId)
    const { preview, subscription } = await changePlan(db, { userId: user.id, planId: body.planId, attribution: readAttribution(request) })
    return {
      subscription: subscriptionJson(subscription),
      change: {
        kind: preview.kind,
        chargeCents: preview.chargeCents,
        effectiveAt: 'effectiveAt' in preview ? preview.effectiveAt.toISOString() : new Date().toISOString(),
      },
    }
  })
}

export const loader = () => methodNotAllowed()
