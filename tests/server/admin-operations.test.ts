import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_NEWS_KEY, startFakeNewsApi, type FakeNewsApi } from '../support/fake-news-api'
import { demoClientsForFile, firstArticlePath, type HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

let news: FakeNewsApi
beforeAll(async () => {
  news = await startFakeNewsApi()
})
afterAll(() => news.close())

const server = serverForFile(() => ({ NEWSAPI_KEY: FAKE_NEWS_KEY, NEWSAPI_BASE_URL: news.url }))
const { visitor, member, admin } = demoClientsForFile(server, ['member', 'admin'])
let articlePath: string
let commentId: string
let messageId: string
const memberComment = 'A member comment that must survive the refused requests.'
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

beforeAll(async () => {
  articlePath = firstArticlePath(await (await visitor.get('/news')).text())
  expect((await member.post(articlePath, { intent: 'comment', content: memberComment })).status).toBe(200)
  commentId = new RegExp(`id="comment-(${uuid.source})"`).exec(await (await visitor.get(articlePath)).text())![1]!
  await visitor.post('/advertising', { fullName: 'Rosa', email: 'rosa@example.com', companyName: 'Refusal test', monthlyBudget: '500-1,000', advertisementType: 'Banner Advertising', goals: 'Hello.' })
  const settings = await (await admin.get('/admin/settings')).text()
  messageId = new RegExp(`name="kind" value="proposal"/><input type="hidden" name="id" value="(${uuid.source})"`).exec(settings)![1]!
})

/** Every loader of the operations area, as pages and as client-side data requests. */
const pages = () => [
  '/admin',
  '/admin/analytics',
  '/admin/analytics?days=90',
  '/admin/comments',
  '/admin/comments?filter=pending',
  '/admin/settings',
  '/admin/support',
  '/admin/support/replies',
  '/admin/support/reports',
  '/admin/news-fetch',
  '/admin/emails/00000000-0000-4000-8000-000000000000',
]
const dataUrl = (path: string) => {
  const [pathname, query] = path.split('?')
  return `${pathname}.data${query ? `?${query}` : ''}`
}

/** Every action, with forms that would change something if they were accepted. */
const actions = (): [string, Record<string, string>][] => [
  ['/admin?index', { intent: 'news-fetch', category: 'technology' }],
  ['/admin/news-fetch', { category: 'business' }],
  ['/admin/comments', { intent: 'moderate', commentId, action: 'hide' }],
  ['/admin/comments', { intent: 'moderate', commentId, action: 'delete' }],
  ['/admin/comments', { intent: 'hold', isOn: 'true' }],
  ['/admin/settings', { intent: 'site', siteName: 'Hijacked', siteDescription: 'Defaced', holdCommentsForReview: 'on' }],
  ['/admin/settings', { intent: 'inbox', kind: 'proposal', id: messageId, isHandled: 'true' }],
]

const postJson = (client: HttpClient, path: string, body: unknown) =>
  fetch(server.url + path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { cookie: client.cookieHeader, origin: server.url, 'content-type': 'application/json' },
    redirect: 'manual',
  })

describe('the admin operations area refuses visitors and members, whatever they send', () => {
  it('every loader: visitors are sent to login, members get Access Denied', async () => {
    for (const path of pages()) {
      const anonymous = await visitor.get(path)
      expect(anonymous.status, path).toBe(302)
      expect(anonymous.headers.get('location'), path).toMatch(/^\/login\?redirect=/)
      const forbidden = await member.get(path)
      expect(forbidden.status, path).toBe(403)
      expect(await forbidden.text(), path).not.toMatch(/Monthly recurring revenue|E-mail outbox|Free → paid|Hold new comments/)
      if (path === '/admin/news-fetch') continue
      const anonymousData = await visitor.get(dataUrl(path))
      expect(await anonymousData.text(), dataUrl(path)).toContain('"redirect","/login?redirect=')
      const forbiddenData = await member.get(dataUrl(path))
      expect(forbiddenData.status, dataUrl(path)).toBe(403)
      expect(await forbiddenData.text(), dataUrl(path)).not.toMatch(/monthlyRecurringRevenue|conversion|isHolding|providers/)
    }
  })

  it('every action, as a page form, a data request or JSON: refused, and nothing changed', async () => {
    for (const [path, form] of actions()) {
      const anonymous = await visitor.post(path, form)
      expect(anonymous.status, path).toBe(302)
      expect(anonymous.headers.get('location'), path).toMatch(/^\/login/)
      expect((await member.post(path, form)).status, `${path} ${form.intent}`).toBe(403)
      const [pathname, query] = path.split('?')
      const dataPath = `${pathname}.data${query ? `?${query}` : ''}`
      if (pathname !== '/admin/news-fetch') {
        expect(await (await visitor.post(dataPath, form)).text(), dataPath).toContain('"redirect","/login?redirect=')
        expect((await member.post(dataPath, form)).status, dataPath).toBe(403)
      }
    }
    for (const client of [visitor, member]) {
      const response = await postJson(client, '/admin/news-fetch', { category: 'science' })
      expect([302, 403], 'JSON news fetch').toContain(response.status)
    }

    // The news API was never called, the comment is still there, the settings and inbox are as they were.
    expect(news.requests).toHaveLength(0)
    expect(await (await visitor.get(articlePath)).text()).toContain(memberComment)
    const home = await (await visitor.get('/')).text()
    expect(home).not.toContain('Hijacked')
    expect(home).toContain('Lumen')
    expect(await (await admin.get('/admin/comments')).text()).toContain('New comments appear on the article at once.')
    const settings = await (await admin.get('/admin/settings')).text()
    expect(settings).toContain(`name="id" value="${messageId}"/><input type="hidden" name="isHandled" value="true"/>`)
    expect(settings).not.toContain('Hijacked')
  })

  it('the same requests from an admin work (so the refusals above were not malformed requests)', async () => {
    const response = await postJson(admin, '/admin/news-fetch', { category: 'science' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ success: true, fetched: 4, inserted: 3 })
    expect(news.requests).toHaveLength(1)
    expect(news.requests[0]!.apiKey).toBe(FAKE_NEWS_KEY)

    expect((await admin.post('/admin/comments', { intent: 'moderate', commentId, action: 'hide' })).status).toBe(200)
    expect(await (await visitor.get(articlePath)).text()).not.toContain(memberComment)
    expect((await admin.post('/admin/comments', { intent: 'moderate', commentId, action: 'restore' })).status).toBe(200)
    expect(await (await visitor.get(articlePath)).text()).toContain(memberComment)

    expect((await admin.post('/admin/settings', { intent: 'inbox', kind: 'proposal', id: messageId, isHandled: 'true' })).status).toBe(200)
    expect(await (await admin.get('/admin/settings')).text()).toContain(`name="id" value="${messageId}"/><input type="hidden" name="isHandled" value="false"/>`)
    for (const path of pages().filter((p) => !p.startsWith('/admin/emails') && p !== '/admin/news-fetch')) {
      expect((await admin.get(path)).status, path).toBe(200)
    }
  })
})
