import { and, eq } from 'drizzle-orm'
import { data } from 'react-router'
import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { getDb, type Db } from '../db/client.server'
import { podcasts, videos } from '../db/schema'
import { parseForm } from '../lib/parse-form.server'
import { isPublicEpisode } from '../podcasts/episode-list.server'
import { isPublicVideo } from '../videos/videos.server'
import { MAX_POSITION_SECONDS, parsePosition, savePosition, type PlayableKind } from './positions.server'

/**
 * Each kind's public items and how its player is answered. A video's place is kept within its
 * length; an episode's is not, because an episode added without a known length has 0 there.
 */
const playables = {
  video: {
    table: videos,
    isPublic: isPublicVideo,
    keepsWithinLength: true,
    answer: () => new Response(null, { status: 204 }),
    texts: { logIn: 'Log in to save your place.', notFound: 'Video not found.', upgrade: 'Upgrade to Premium to watch this video.' },
  },
  podcast: {
    table: podcasts,
    isPublic: (now: Date) => isPublicEpisode(now),
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
  const { table, isPublic } = playables[kind]
  const [item] = await db
    .select({ id: table.id, isPremium: table.isPremium, durationSeconds: table.durationSeconds })
    .from(table)
    .where(and(eq(table.slug, slug), isPublic(new Date())))
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
export const onlyPost = () => data({ error: 'Use POST to save a position.' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })

/**
 * POST `seconds` to `/{videos|podcasts}/{slug}/position`: remembers where a signed-in member
 * is in an item they may play (the players send it every few seconds, on pause and when the
 * page is left). 401 for visitors, 400 for a bad number, 404 for an item that is not public,
 * 403 for a premium item without access.
 */
export async function positionAction(request: Request, { kind, slug }: { kind: PlayableKind; slug: string }) {
  if (request.method !== 'POST') return onlyPost()
  const { texts, keepsWithinLength } = playables[kind]
  const user = await getUser(request)
  if (!user) return data({ error: texts.logIn }, { status: 401 })
  const parsed = await parseForm(request, positionForm)
  if (!parsed.ok) return parsed.reply({ error: parsed.message })
  const { seconds } = parsed.data
  const db = getDb()
  const item = await findPlayable(db, kind, slug)
  if (!item) return data({ error: texts.notFound }, { status: 404 })
  if (item.isPremium && !hasFeature(user, 'premium_articles')) return data({ error: texts.upgrade }, { status: 403 })
  const kept = keepsWithinLength ? Math.min(seconds, item.durationSeconds) : seconds
  await savePosition(db, { kind, userId: user.id, itemId: item.id, seconds: kept })
  return playables[kind].answer(kept)
}
