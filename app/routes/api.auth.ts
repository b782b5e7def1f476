import { getAuth } from '../auth/auth.server'
import type { Route } from './+types/api.auth'

/** The auth library's own endpoints (OAuth redirects and callbacks, session JSON). */
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request)
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request)
}
