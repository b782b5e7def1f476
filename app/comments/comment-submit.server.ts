import type { Db } from '../db/client.server'
import type { Answer } from '../lib/idempotency.server'
import { hitRateLimit, rateLimitRules } from '../lib/rate-limit.server'
import { appErrorOf } from '../lib/app-error'
import { addComment } from './comments.server'
import { readerAnswer, refusalText } from '../i18n/reader-message.server'

export type CommentAnswer = { ok: boolean; error?: string }

/** A member's comment form: limited per member (429), then added; a refused comment answers its message. */
export async function postComment(
  db: Db,
  input: { articleId: string; userId: string; content: string; parentId?: string | null },
): Promise<Answer<CommentAnswer>> {
  const limit = await hitRateLimit(db, `comment:${input.userId}`, rateLimitRules.comment)
  if (!limit.allowed) return { status: 429, body: { ok: false, error: readerAnswer('answers.comments.tooFast') } }
  try {
    await addComment(db, input)
    return { status: 200, body: { ok: true } }
  } catch (error) {
    const refusal = appErrorOf(error)
    return { status: refusal.status, body: { ok: false, error: refusalText(refusal) } }
  }
}
