import { data } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { idParam } from '../admin/content/route-params.server'
import { getDb } from '../db/client.server'
import { parseForm } from '../lib/parse-form.server'
import { streamStatusOf } from '../videos/streams/stream-status.server'
import { retryVideoStream } from '../videos/streams/video-streams.server'
import type { Route } from './+types/admin.content.videos.$id.stream'

const noStore = { 'Cache-Control': 'private, no-store' }

/** The video's transcoding as the editor shows it (JSON), asked again while it runs. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'content.write')
  const id = idParam(params.id)!
  await accessOrNotFound(() => requireItemAccess(getDb(), staff, 'videos', id, 'edit'))
  return data(await streamStatusOf(getDb(), id), { headers: noStore })
}

const retryForm = z.object({ intent: z.literal('retry', { error: 'Unknown action.' }) })

/** "Transcode again" after a failure: a new version from the same source, queued. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'content.write')
  const id = idParam(params.id)!
  const db = getDb()
  await accessOrNotFound(() => requireItemAccess(db, staff, 'videos', id, 'edit'))
  const parsed = await parseForm(request, retryForm)
  if (!parsed.ok) return data({ message: parsed.message }, { status: 400, headers: noStore })
  if (!(await retryVideoStream(db, id))) return data({ message: 'Only a video whose transcoding failed can be transcoded again.' }, { status: 409, headers: noStore })
  return data(await streamStatusOf(db, id), { headers: noStore })
}
