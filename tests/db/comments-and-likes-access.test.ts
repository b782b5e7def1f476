import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { createArticle } from '../../app/db/seed/factories'
import { listComments } from '../../app/comments/comments.server'
import { getArticleMarks } from '../../app/likes/article-marks.server'
import { action as articleAction } from '../../app/routes/news.$slug'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()

/** Posts an engagement form to an article's action, as the framework would; returns status and body. */
async function post(slug: string, cookie: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost/news/${slug}`, { method: 'POST', headers: { Cookie: cookie }, body: new URLSearchParams(fields) })
  const result = (await articleAction({ request, params: { slug }, context: new RouterContextProvider() } as never)) as unknown
  const init = result as { type?: string; data?: unknown; init?: { status?: number } }
  return init.type === 'DataWithResponseInit' ? { status: init.init?.status ?? 200, body: init.data } : { status: 200, body: result }
}

describe('likes and comments on premium articles', () => {
  it('are refused with 403 and the upgrade prompt for a free member, and change nothing', async () => {
    const db = getDb()
    const article = await createArticle(db, { isPremium: true, likes: 3 })
    const { user, cookie } = await signedInMember(db)
    const like = await post(article.slug, cookie, { intent: 'like', isOn: 'true' })
    expect(like).toMatchObject({ status: 403, body: { ok: false, needsUpgrade: true } })
    const comment = await post(article.slug, cookie, { intent: 'comment', content: 'Trying to join in' })
    expect(comment).toMatchObject({ status: 403, body: { ok: false, needsUpgrade: true } })
    expect(await getArticleMarks(db, user.id, article.id)).toEqual({ isLiked: false, isBookmarked: false })
    expect(await listComments(db, article.id)).toHaveLength(0)
    // Saving it for later (after upgrading) stays open.
    expect((await post(article.slug, cookie, { intent: 'bookmark', isOn: 'true' })).status).toBe(200)
  })

  it('are open to premium members and, on free articles, to free members', async () => {
    const db = getDb()
    const premiumArticle = await createArticle(db, { isPremium: true })
    const freeArticle = await createArticle(db)
    const premium = await signedInMember(db, { subscriptionTier: 'premium' })
    const free = await signedInMember(db)
    expect(await post(premiumArticle.slug, premium.cookie, { intent: 'like', isOn: 'true' })).toMatchObject({ status: 200, body: { ok: true, likes: 1 } })
    expect((await post(premiumArticle.slug, premium.cookie, { intent: 'comment', content: 'Worth the upgrade' })).status).toBe(200)
    expect((await post(freeArticle.slug, free.cookie, { intent: 'like', isOn: 'true' })).status).toBe(200)
    expect((await post(freeArticle.slug, free.cookie, { intent: 'comment', content: 'Open to all' })).status).toBe(200)
    expect(await listComments(db, premiumArticle.id)).toHaveLength(1)
  })
})
