import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { getDb, type Db } from '../db/client.server'
import { podcasts, videos } from '../db/schema'
import { jsonError } from '../lib/json-error'
import { parseForm } from '../lib/parse-form.server'
import { isPublishedNow } from '../lib/publication.server'
import { MAX_POSITION_SECONDS, parsePosition, savePosition, type PlayableKind } from './positions.server'

/**
 * Each kind's public items and how its player is answered. A video's place is kept within its
 * length; an episode's is not, because an episode added without a known length has 0 there.
 */
const playables = {
  video: {
    table: videos,
    keepsWithinLength: true,
    answer: () => new Response(null, { status: 204 }),
    texts: { logIn: 'Log in to save your place.', notFound: 'Video not found.', upgrade: 'Upgrade to Premium to watch this video.' },
  },
  podcast: {
    table: podcasts,
    keepsWithinLength: false,
    answer: (seconds: number) => ({ ok: true as const, seconds }),
    texts: {
      logIn: 'Log in to remember where you stopped.',
      notFound: 'Episode not found.',
      upgrade: 'Upgrade to a premium plan to listen to premium episodes.',
    },
  },
} satisfies Record<PlayableKind, unknown>

async function findPlayable(db: Db, kind: PlayableKind, slug: string) {
  const { table } = playables[kind]
  const [item] = await db
    .select({ id: table.id, isPremium: table.isPremium, durationSeconds: table.durationSeconds })
    .from(table)
    .where(and(eq(table.slug, slug), isPublishedNow(table, new Date())))
    .limit(1)
  return item ?? null
}

/** The players' form: `seconds`, whole seconds from 0 to a day (a fraction is dropped). */
const positionForm = z.object({
  seconds: z
    .unknown()
    .transform(parsePosition)
    .pipe(z.number({ error: `The position must be a number of seconds from 0 to ${MAX_POSITION_SECONDS}.` })),
})

/** The answer to anything but a POST: the position address only takes saves. */
export const onlyPost = () => jsonError(405, 'method_not_allowed', 'Use POST to save a position.', { Allow: 'POST' })

/**
 * POST `seconds` to `/{videos|podcasts}/{slug}/position`: remembers where a signed-in member
 * is in an item they may play (the players send it every few seconds, on pause and when the
 * page is left). 401 for visitors, 400 for a bad number, 404 for an item that is not public,
 * 403 for a premium item without access, each with the JSON error.
 */
export async function positionAction(request: Request, { kind, slug }: { kind: PlayableKind; slug: string }) {
  if (request.method !== 'POST') return onlyPost()
  const { texts, keepsWithinLength } = playables[kind]
  const user = await getUser(request)
  if (!user) return jsonError(401, 'log_in', texts.logIn)
  const parsed = await parseForm(request, positionForm)
  if (!parsed.ok) return jsonError(400, 'invalid_position', parsed.message)
  const { seconds } = parsed.data
  const db = getDb()
  const item = await findPlayable(db, kind, slug)
  if (!item) return jsonError(404, 'not_found', texts.notFound)
  if (item.isPremium && !hasFeature(user, 'premium_articles')) return jsonError(403, 'upgrade', texts.upgrade)
  const kept = keepsWithinLength ? Math.min(seconds, item.durationSeconds) : seconds
  await savePosition(db, { kind, userId: user.id, itemId: item.id, seconds: kept })
  return playables[kind].answer(kept)
}
