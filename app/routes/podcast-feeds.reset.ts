import { data } from 'react-router'
import { requireUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { getDb } from '../db/client.server'
import { resetPrivateFeedToken } from '../podcasts/private-feeds.server'
import { forbidden } from '../lib/error-responses.server'
import type { Route } from './+types/podcast-feeds.reset'

/** Gives the member a new private feed address; every address made with the old one stops at once. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  if (!hasFeature(user, 'private_podcast_feeds')) return forbidden({ ok: false })
  await resetPrivateFeedToken(getDb(), user.id)
  return data({ ok: true })
}

export const loader = () => new Response('Use POST to reset your private feed address.', { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' } })
