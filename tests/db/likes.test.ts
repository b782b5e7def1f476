import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { articles, contentLikes, podcasts, tutorials } from '../../app/db/schema'
import { createArticle, createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { createTutorial } from '../../app/db/seed/learning-factories'
import { createPodcast, createVideo } from '../../app/db/seed/media-factories'
import { getArticleMarks } from '../../app/likes/article-marks.server'
import { setBookmark, setLike } from '../../app/likes/likes.server'
import { action as episodeAction, loader as episodeLoader } from '../../app/routes/podcasts.$slug'
import { action as tutorialAction, loader as tutorialLoader } from '../../app/routes/tutorials.$slug'
import { action as videoAction, loader as videoLoader } from '../../app/routes/videos.$slug'
import { answerStatus as statusOf, routeArgs, thrownStatus } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()

const args = (url: string, params: Record<string, string>, cookie?: string, form?: Record<string, string>) => routeArgs(url, params, { cookie, form })
const likesOf = async (id: string) => (await db.select({ likes: articles.likes }).from(articles).where(eq(articles.id, id)))[0]!.likes

describe('article likes and bookmarks', () => {
  it('count a like once even when the same click arrives several times at once', async () => {
    const user = await createUser(db)
    const article = await createArticle(db, { likes: 10 })
    const like = (isOn: boolean) => setLike(db, { kind: 'article', userId: user.id, itemId: article.id, isOn })
    await Promise.all(Array.from({ length: 5 }, () => like(true)))
    expect(await likesOf(article.id)).toBe(11)
    await Promise.all(Array.from({ length: 5 }, () => like(false)))
    expect(await likesOf(article.id)).toBe(10)
  })

  it('keep bookmarks apart from likes', async () => {
    const user = await createUser(db)
    const article = await createArticle(db, { likes: 3 })
    await setBookmark(db, { userId: user.id, articleId: article.id, isOn: true })
    expect(await getArticleMarks(db, user.id, article.id)).toEqual({ isLiked: false, isBookmarked: true })
    expect(await likesOf(article.id)).toBe(3)
  })
})

describe('tutorial likes', () => {
  const like = (slug: string, form: Record<string, string>, cookie?: string) => tutorialAction(args(`/tutorials/${slug}`, { slug }, cookie, form))
  const counters = async (id: string) => (await db.select({ likes: tutorials.likes }).from(tutorials).where(eq(tutorials.id, id)))[0]!

  it('counts a like once per member, only for members, and refuses bad input with 400', async () => {
    const tutorial = await createTutorial(db, { likes: 4 })
    const { cookie } = await signedInMember(db)
    await Promise.all([like(tutorial.slug, { intent: 'like', isOn: 'true' }, cookie), like(tutorial.slug, { intent: 'like', isOn: 'true' }, cookie)])
    expect((await counters(tutorial.id)).likes).toBe(5)
    expect((await tutorialLoader(args(`/tutorials/${tutorial.slug}`, { slug: tutorial.slug }, cookie))).isLiked).toBe(true)
    await like(tutorial.slug, { intent: 'like', isOn: 'false' }, cookie)
    expect(await like(tutorial.slug, { intent: 'like', isOn: 'false' }, cookie)).toMatchObject({ likes: 4 })
    expect((await counters(tutorial.id)).likes).toBe(4)
    expect(await thrownStatus(like(tutorial.slug, { intent: 'like', isOn: 'true' }))).toBe(302)
    expect(await like(tutorial.slug, { intent: 'like', isOn: 'maybe' }, cookie)).toMatchObject({ init: { status: 400 } })
    const premium = await createTutorial(db, { isPremium: true })
    expect(await like(premium.slug, { intent: 'like', isOn: 'true' }, cookie)).toMatchObject({ init: { status: 403 } })
    expect(await thrownStatus(like(`missing-${uniqueSuffix()}`, { intent: 'like', isOn: 'true' }, cookie))).toBe(404)
  })
})

describe('video likes', () => {
  it('a like counts once per member, and only while the row really changes', async () => {
    const video = await createVideo(db, { likes: 7 })
    const { cookie } = await signedInMember(db)
    const like = (isOn: boolean) => videoAction(args(`/videos/${video.slug}`, { slug: video.slug }, cookie, { intent: 'like', isOn: String(isOn) }))
    await Promise.all([like(true), like(true)])
    expect(await like(true)).toMatchObject({ likes: 8 })
    const page = await videoLoader(args(`/videos/${video.slug}`, { slug: video.slug }, cookie))
    expect(page).toMatchObject({ isLiked: true, video: { likes: 8 } })
    expect(await like(false)).toMatchObject({ likes: 7 })
    expect(await like(false)).toMatchObject({ likes: 7 })
  })
})

describe('episode likes', () => {
  it('count a member once, in step with the like rows; premium episodes need access', async () => {
    const free = await createPodcast(db)
    const premium = await createPodcast(db, { isPremium: true })
    const { user, cookie } = await signedInMember(db)
    const like = (slug: string, isOn: boolean) => episodeAction(args(`/podcasts/${slug}`, { slug }, cookie, { intent: 'like', isOn: String(isOn) }))
    expect(await like(free.slug, true)).toMatchObject({ likes: 1, isLiked: true })
    expect(await like(free.slug, true)).toMatchObject({ likes: 1, isLiked: true })
    const rows = await db.select().from(contentLikes).where(and(eq(contentLikes.userId, user.id), eq(contentLikes.kind, 'podcast')))
    expect(rows).toHaveLength(1)
    expect((await episodeLoader(args(`/podcasts/${free.slug}`, { slug: free.slug }, cookie))).isLiked).toBe(true)
    expect(await like(free.slug, false)).toMatchObject({ likes: 0, isLiked: false })
    expect(await like(free.slug, false)).toMatchObject({ likes: 0 })
    const [row] = await db.select({ likes: podcasts.likes }).from(podcasts).where(eq(podcasts.id, free.id))
    expect(row!.likes).toBe(0)
    expect(statusOf(await like(premium.slug, true))).toBe(403)
    const bad = await episodeAction(args(`/podcasts/${free.slug}`, { slug: free.slug }, cookie, { intent: 'share' }))
    expect(statusOf(bad)).toBe(400)
  })
})
