import { newsletterClickAnswer } from '../ads/http.server'
import type { Route } from './+types/ads.newsletter.$token'

/** A click on a newsletter's sponsored block: counted once per reader's copy, then on to the advertiser. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return newsletterClickAnswer(request, params.token)
}
