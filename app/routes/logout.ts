import { redirect } from 'react-router'
import { signOut, withCookies } from '../accounts/auth-calls.server'
import type { Route } from './+types/logout'

/** POST only: signing out is a state change. */
export async function action({ request }: Route.ActionArgs) {
  const cookies = await signOut(request)
  throw redirect('/', { headers: withCookies(cookies) })
}

export function loader() {
  throw redirect('/')
}
