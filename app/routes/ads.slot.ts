import { slotAnswer } from '../ads/http.server'
import { requestInfoContext } from '../lib/request-context.server'
import type { Route } from './+types/ads.slot'

/** The ad for one slot, chosen after the page loaded (see slotAnswer). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return slotAnswer(request, context.get(requestInfoContext).clientIp)
}
