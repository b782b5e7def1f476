import { viewAnswer } from '../ads/http.server'
import type { Route } from './+types/ads.view'

/** The view beacon of a served ad (see viewAnswer). */
export async function action({ request }: Route.ActionArgs) {
  return viewAnswer(request)
}

export async function loader({ request }: Route.LoaderArgs) {
  return viewAnswer(request)
}
