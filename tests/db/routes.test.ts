import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { createArticle, createCategory } from '../../app/db/seed/factories'
import { action as preferencesAction } from '../../app/routes/preferences'
import { loader as homeLoader } from '../../app/routes/home'
import { loader as articleLoader } from '../../app/routes/news.$slug'
import { loader as newsLoader } from '../../app/routes/news'
import { loader as rootLoader } from '../../app/root'
import { enterReaderLanguageOf } from '../../app/i18n/reader-message.server'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()

const args = (url: string, params: Record<string, string> = {}, init?: RequestInit) => {
  const request = new Request(`http://localhost${url}`, init)
  // The loader called next runs in the request's language, as behind the root middleware.
  enterReaderLanguageOf(request)
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}

describe('route loaders', () => {
  it('home leads with the featured story, then the six newest others, none of them twice', async () => {
    // The file's first articles: one featured, then seven newer ones; the lead is the featured one.
    const featured = await createArticle(getDb(), { isFeatured: true, publishedAt: new Date(Date.now() - 10 * 60_000) })
    const newer = []
    for (let i = 0; i < 7; i++) newer.push(await createArticle(getDb(), { publishedAt: new Date(Date.now() - i * 60_000) }))
    const data = await homeLoader(args('/'))
    expect(data.isVisitor).toBe(true)
    expect(data.continueItems).toEqual([])
    expect(data.lead?.id).toBe(featured.id)
    expect(data.featured).toEqual([])
    expect(data.river.map((a) => a.id)).toEqual(newer.slice(0, 6).map((a) => a.id))
    expect(JSON.stringify(data)).not.toContain('"content"')
  })

  it('news ignores malformed query parameters instead of failing', async () => {
    const data = await newsLoader(args('/news?sort=drop%20table&page=-4'))
    expect(data.sort).toBe('published_at')
    expect(data.page).toBe(1)
  })

  it('news filters by the category slug', async () => {
    const category = await createCategory(getDb())
    const article = await createArticle(getDb(), { categoryId: category.id })
    const data = await newsLoader(args(`/news?category=${category.slug}`))
    expect(data.articles.map((a) => a.id)).toEqual([article.id])
  })

  it('news pages on with a cursor, refuses a forged one with 400 and remembers the list layout', async () => {
    const category = await createCategory(getDb())
    for (let i = 0; i < 14; i++) await createArticle(getDb(), { categoryId: category.id, publishedAt: new Date(Date.now() - i * 60_000) })
    const first = await newsLoader(args(`/news?category=${category.slug}`))
    expect(first.articles).toHaveLength(12)
    expect(first.view).toBe('grid')
    const next = await newsLoader(args(`/news?category=${category.slug}&cursor=${first.nextCursor}`))
    expect(next.articles).toHaveLength(2)
    expect(next.nextCursor).toBeNull()
    const twoPages = await newsLoader(args(`/news?category=${category.slug}&page=2`, {}, { headers: { Cookie: 'news-view=list' } }))
    expect(twoPages.articles).toHaveLength(14)
    expect(twoPages.view).toBe('list')
    const error = await newsLoader(args('/news?cursor=forged')).catch((e: unknown) => e)
    expect(error).toMatchObject({ init: { status: 400 } })
  })

  it('a premium member reads the premium body; the list unlocks it for them', async () => {
    const article = await createArticle(getDb(), { isPremium: true, content: '<p>The members-only forecast</p>' })
    const { cookie } = await signedInMember(getDb(), { subscriptionTier: 'premium' })
    const { data } = await articleLoader(args(`/news/${article.slug}`, { slug: article.slug }, { headers: { Cookie: cookie } }))
    expect(data.article.isLocked).toBe(false)
    expect(data.article.content).toContain('members-only forecast')
    const list = await newsLoader(args('/news', {}, { headers: { Cookie: cookie } }))
    expect(list.canReadPremium).toBe(true)
    const { cookie: freeCookie } = await signedInMember(getDb())
    const locked = await articleLoader(args(`/news/${article.slug}`, { slug: article.slug }, { headers: { Cookie: freeCookie } }))
    expect(JSON.stringify(locked)).not.toContain('members-only forecast')
  })

  it('an unknown article answers 404', async () => {
    const error = await articleLoader(args('/news/nope', { slug: 'nope' })).catch((e: unknown) => e)
    expect(error).toMatchObject({ init: { status: 404 } })
  })

  it('a premium article never sends its body to a reader without access', async () => {
    const article = await createArticle(getDb(), { isPremium: true, content: '<p>The confidential forecast</p>' })
    const { data } = await articleLoader(args(`/news/${article.slug}`, { slug: article.slug }))
    expect(data.article.isLocked).toBe(true)
    expect(JSON.stringify(data)).not.toContain('confidential forecast')
  })

  it('root reads theme, language and consent from cookies, else dark and the browser language', async () => {
    const fresh = await rootLoader(args('/', {}, { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } }))
    expect(fresh).toMatchObject({ theme: 'dark', language: 'es', hasCookieConsent: false })
    const saved = await rootLoader(
      args('/', {}, { headers: { Cookie: 'theme-preference=light; preferred-language=de; cookie-consent=%7B%7D' } }),
    )
    expect(saved).toMatchObject({ theme: 'light', language: 'de', hasCookieConsent: true })
  })

  it('preferences set cookies and reject unknown values with 400', async () => {
    const form = (body: Record<string, string>) =>
      args('/preferences', {}, { method: 'POST', body: new URLSearchParams(body) })
    const ok = (await preferencesAction(form({ intent: 'theme', theme: 'light' }))) as unknown as { init: ResponseInit }
    expect(new Headers(ok.init.headers).get('Set-Cookie')).toContain('theme-preference=light')
    const bad = (await preferencesAction(form({ intent: 'language', language: 'xx' }))) as unknown as { init: ResponseInit }
    expect(bad.init.status).toBe(400)
    const consent = (await preferencesAction(
      form({ intent: 'consent', consent: 'custom', analytics: 'on' }),
    )) as unknown as { init: ResponseInit }
    const cookie = decodeURIComponent(new Headers(consent.init.headers).get('Set-Cookie')!)
    expect(cookie).toContain('{"necessary":true,"analytics":true,"marketing":false,"functional":false}')
  })
})
