import { readAttribution } from '../attribution/attribution.server'
import { z } from 'zod'
import { cancelSubscription } from '../billing/actions.server'
import { billingApi, methodNotAllowed, ownSubscription, subscriptionJson } from '../billing/api.server'
import type { Route } from './+types/api.cancel-subscription'

const schema = z.object({ subscriptionId: z.string().min(1).max(100) })

/** POST {subscriptionId} → the subscription, set to end at the close of its period (spec §7). */
export function action({ request }: Route.ActionArgs) {
  return billingApi(request, { schema, failure: 'Failed to cancel subscription' }, async ({ db, user, body }) => {
    await ownSubscription(db, user.id, body.subscriptionId)
    return { subscription: subscriptionJson(await cancelSubscription(db, { userId: user.id, attribution: readAttribution(request) })) }
  })
}

export const loader = () => methodNotAllowed()
