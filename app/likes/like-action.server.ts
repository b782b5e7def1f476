import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { requireUser, type SessionUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { getDb, type Db } from '../db/client.server'
import { forbidden, notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { isPublishedNow } from '../lib/publication.server'
import type { LikeKind } from './like-kinds'
import { likeTables, setLike } from './likes.server'
import type { AnswerKey } from '../i18n/answers.server'
import { readerAnswer } from '../i18n/reader-message.server'

/** The like form every like button posts: `intent=like` and the state it asks for. */
export const likeFormSchema = z.object({
  intent: z.literal('like', { error: 'Unknown action: send intent=like.' }),
  isOn: z.enum(['true', 'false'], { error: 'isOn must be "true" or "false".' }),
})

const upgradeMessages: Record<LikeKind, AnswerKey> = {
  article: 'answers.comments.premiumOnly',
  tutorial: 'answers.likes.premiumTutorial',
  video: 'answers.likes.premiumVideo',
  podcast: 'answers.likes.premiumEpisode',
}

const notFoundMessages: Record<LikeKind, AnswerKey> = {
  article: 'answers.notFound.article',
  tutorial: 'answers.notFound.tutorial',
  video: 'answers.notFound.video',
  podcast: 'answers.notFound.episode',
}

/** An item a member may like once they can open it: premium items wait for an upgrade. */
interface LikableItem {
  id: string
  isPremium: boolean
}

/** A public item of the kind by slug, or null: drafts and scheduled items cannot be liked. */
async function findLikable(db: Db, kind: LikeKind, slug: string): Promise<LikableItem | null> {
  const table = likeTables[kind]
  const [item] = await db
    .select({ id: table.id, isPremium: table.isPremium })
    .from(table)
    .where(and(eq(table.slug, slug), isPublishedNow(table, new Date())))
    .limit(1)
  return item ?? null
}

/**
 * A signed-in member's like on an item they found. A premium item belongs to the readers who
 * can open it, so without access the answer is 403 with the upgrade prompt and nothing changes.
 */
export async function answerLike(db: Db, input: { kind: LikeKind; user: SessionUser; item: LikableItem; isOn: boolean }) {
  if (input.item.isPremium && !hasFeature(input.user, 'premium_articles')) {
    return forbidden({ ok: false as const, error: readerAnswer(upgradeMessages[input.kind]), needsUpgrade: true })
  }
  const result = await setLike(db, { kind: input.kind, userId: input.user.id, itemId: input.item.id, isOn: input.isOn })
  return { ok: true as const, likes: result.likes, isLiked: result.isLiked }
}

/**
 * The action of a page whose only form is its like button: members only (visitors are sent to
 * log in), 400 for a form that is not a like, 404 for an item that is not public.
 */
export async function likeAction(request: Request, input: { kind: LikeKind; slug: string }) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, likeFormSchema)
  if (!parsed.ok) return parsed.reply({ ok: false as const, error: parsed.message })
  const db = getDb()
  const item = await findLikable(db, input.kind, input.slug)
  if (!item) throw notFound({ message: readerAnswer(notFoundMessages[input.kind]) })
  return answerLike(db, { kind: input.kind, user, item, isOn: parsed.data.isOn === 'true' })
}
