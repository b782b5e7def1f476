import { readAttribution } from '../attribution/attribution.server'
import { z } from 'zod'
import { startSubscription } from '../billing/actions.server'
import { billingApi, methodNotAllowed } from '../billing/api.server'
import { AppError } from '../lib/app-error'
import type { Route } from './+types/api.create-subscription'

const schema = z.object({ planId: z.string().min(1).max(64), userId: z.string().max(100).optional() })

/** POST {planId, userId?} → {url}: where the browser goes to pay (spec §7). */
export function action({ request }: Route.ActionArgs) {
  return billingApi(request, { schema, failure: 'Failed to create subscription' }, async ({ db, user, body }) => {
    if (body.userId && body.userId !== user.id) throw new AppError('not_available', 403, 'answers.billing.ownOnly')
    const { url, resumed } = await startSubscription(db, { user, planId: body.planId, attribution: readAttribution(request) })
    return { url, resumed }
  })
}

export const loader = () => methodNotAllowed()
