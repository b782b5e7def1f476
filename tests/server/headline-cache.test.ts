import { beforeAll, describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

// A long lifetime, so a copy missing below is the cache's decision, not its clock.
const server = serverForFile({ PAGE_CACHE_SECONDS: '60' })
const altTitle = 'The second headline, shown to half of the readers'
let slug = ''

beforeAll(async () => {
  const admin = new HttpClient(server.url)
  await admin.login('admin@lumen.example', 'LumenAdmin!2026')
  // A published free article (a visitor's copy of a premium one holds only its opening).
  const list = await (await admin.get('/admin/content?type=articles&status=published')).text()
  let id = ''
  for (const [, candidate] of list.matchAll(/\/admin\/content\/articles\/([0-9a-f-]{36})/g)) {
    const editor = await (await admin.get(`/admin/content/articles/${candidate}`)).text()
    const found = /name="slug"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="slug"/.exec(editor)!.slice(1).find(Boolean)!
    const page = await fetch(`${server.url}/news/${found}`)
    if (!page.ok || (await page.text()).includes('data-testid="premium-prompt"')) continue
    ;[id, slug] = [candidate!, found]
    break
  }
  const started = await admin.post(`/admin/content/articles/${id}?headline`, { intent: 'headline-start', altTitle, goalViews: '100' })
  expect(started.status).toBe(302)
}, 90_000)

describe('a headline test and the page cache', () => {
  it('keeps a copy of the article per headline: each reader gets their own headline, from the cache the second time', async () => {
    const seen = new Set<boolean>()
    for (let i = 0; i < 16; i++) {
      const headers = { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Reader/${i}` }
      const first = await fetch(`${server.url}/news/${slug}`, { headers })
      const firstHtml = await first.text()
      const again = await fetch(`${server.url}/news/${slug}`, { headers })
      expect(again.headers.get('Age')).toMatch(/^\d+$/)
      const showsAlt = firstHtml.includes(altTitle)
      expect((await again.text()).includes(altTitle)).toBe(showsAlt)
      seen.add(showsAlt)
    }
    // Sixteen readers all on one side would happen once in 32,768 runs.
    expect([...seen].sort()).toEqual([false, true])
  })
})
