import { clickAnswer } from '../ads/http.server'
import type { Route } from './+types/ads.click.$token'

/** A click on a served ad: counted, then on to the advertiser (see clickAnswer). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return clickAnswer(request, params.token)
}
