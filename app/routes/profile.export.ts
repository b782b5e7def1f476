import { exportUserData } from '../accounts/profile.server'
import { requireUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import type { Route } from './+types/profile.export'

/** Downloads everything we hold about the signed-in user as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const body = JSON.stringify(await exportUserData(getDb(), user.id), null, 2)
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="lumen-data-${new Date().toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
