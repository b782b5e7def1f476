import { data } from 'react-router'
import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { canWatchPremium, getVideoBySlug } from '../videos/video-detail.server'
import { saveVideoPosition } from '../videos/video-engagement.server'
import type { Route } from './+types/videos.$slug.position'
import { readForm } from '../lib/read-form.server'

const positionSchema = z.object({ seconds: z.coerce.number().finite().min(0).max(86_400) })

/**
 * POST: remembers where the signed-in member is in a video they may watch (the player sends
 * it every few seconds and on pause). Answers 204; 401 for visitors, 403 without access.
 */
export async function action({ params, request }: Route.ActionArgs) {
  const user = await getUser(request)
  if (!user) return data({ error: 'Log in to save your place.' }, { status: 401 })
  const db = getDb()
  const video = await getVideoBySlug(db, params.slug, { canWatchPremium: canWatchPremium(user) })
  if (!video) return data({ error: 'Video not found.' }, { status: 404 })
  if (video.isLocked) return data({ error: 'Upgrade to Premium to watch this video.' }, { status: 403 })
  const parsed = positionSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return data({ error: 'The position must be a number of seconds.' }, { status: 400 })
  await saveVideoPosition(db, { userId: user.id, video, seconds: parsed.data.seconds })
  return new Response(null, { status: 204 })
}

/** Only POST is meaningful here. */
export function loader() {
  return new Response('Use POST to save a position.', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
