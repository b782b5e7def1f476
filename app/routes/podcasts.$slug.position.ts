import { data } from 'react-router'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { getDb } from '../db/client.server'
import { PodcastAccessError, PodcastInputError } from '../podcasts/errors.server'
import { parsePosition, saveEpisodePosition } from '../podcasts/playback.server'
import type { Route } from './+types/podcasts.$slug.position'
import { readForm } from '../lib/read-form.server'

/**
 * POST /podcasts/{slug}/position with `seconds`: remembers where a signed-in member stopped
 * (sent by the player every few seconds, on pause and when the page is left).
 */
export async function action({ params, request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
  const user = await getUser(request)
  if (!user) return data({ error: 'Log in to remember where you stopped.' }, { status: 401 })
  try {
    const form = await readForm(request)
    const seconds = parsePosition(form.get('seconds'))
    const saved = await saveEpisodePosition(getDb(), {
      userId: user.id,
      slug: params.slug,
      seconds,
      canListenPremium: hasFeature(user, 'premium_articles'),
    })
    if (!saved) return data({ error: 'Episode not found.' }, { status: 404 })
    return { ok: true, seconds: saved.seconds }
  } catch (error) {
    if (error instanceof PodcastInputError || error instanceof PodcastAccessError) {
      return data({ error: error.message }, { status: error.status })
    }
    throw error
  }
}

/** Only POST is answered here. */
export function loader() {
  return data({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
