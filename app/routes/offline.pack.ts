import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { getDb } from '../db/client.server'
import { jsonError } from '../lib/json-error'
import { offlinePackOf, savablePage } from '../offline/pack.server'
import type { Route } from './+types/offline.pack'

const privateNoStore = { 'Cache-Control': 'private, no-store' }
const refusal = (status: number, code: string, message: string) => jsonError(status, code, message, privateNoStore)

/**
 * GET ?path=/news/… : a page packed for offline reading (app/offline/pack.server.ts). Only for
 * members whose plan includes offline reading; premium bodies are in it because their plan
 * includes premium content too. Never stored by anyone but the member's own browser.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  if (!user) return refusal(401, 'log_in', 'Log in to save pages for offline reading.')
  if (!hasFeature(user, 'offline_reading')) return refusal(403, 'upgrade', 'Offline reading comes with Premium. Upgrade to save pages on this device.')
  const path = new URL(request.url).searchParams.get('path') ?? ''
  if (path.length > 500 || !savablePage(path)) return refusal(400, 'invalid_path', 'Only an article, a lesson, a tutorial, an episode or a video can be saved for offline reading.')
  const pack = await offlinePackOf(getDb(), path)
  if (!pack) return refusal(404, 'not_found', 'This page does not exist, or is no longer published.')
  return Response.json(pack, { headers: privateNoStore })
}
