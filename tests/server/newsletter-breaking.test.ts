import { describe, expect, it } from 'vitest'
import { demoClientsForFile, expectPage, type HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile()
const { admin } = demoClientsForFile(server, ['admin'])

async function postMultipart(client: HttpClient, path: string, fields: Record<string, string>) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  return fetch(client.baseUrl + path, { method: 'POST', body, headers: { cookie: client.cookieHeader, origin: client.baseUrl }, redirect: 'manual' })
}

const article = (title: string, extra: Record<string, string> = {}) => ({
  title, slug: '', status: 'draft', publishedAt: '', excerpt: 'Regulators moved overnight.', content: '<p>The full story, for members.</p>',
  author: 'Newsdesk', categoryId: '', featuredImage: '', tags: '', ...extra,
})

const outbox = async () => (await (await admin.get('/admin/settings')).text()).replace(/<!-- -->/g, '')
const count = (text: string, needle: string) => text.split(needle).length - 1

describe('"Send as breaking news" in the article editor', () => {
  it('is refused on a draft, with the message beside the box and the form kept', async () => {
    const response = await postMultipart(admin, '/admin/content/articles/new', { ...article('Draft alert'), intent: 'save', sendAsBreaking: 'on' })
    await expectPage(response, 400, ['Publish the article (or schedule it) to send it as breaking news.', 'value="Draft alert"'])
  })

  it('e-mails readers who want breaking news once, through the job queue, however often the article is saved', async () => {
    const title = `EU opens inquiry into AI ad targeting ${Date.now()}`
    const created = await postMultipart(admin, '/admin/content/articles/new', { ...article(title), intent: 'publish', sendAsBreaking: 'on' })
    expect(created.status).toBe(302)
    const editor = new URL(created.headers.get('location')!, admin.baseUrl).pathname
    const subject = `Breaking: ${title}`
    await expect.poll(async () => count(await outbox(), subject), { timeout: 30_000, interval: 500 }).toBeGreaterThan(0)
    await expect.poll(async () => (await (await admin.get(editor)).text()).replace(/<!-- -->/g, ''), { timeout: 30_000, interval: 500 }).toMatch(/Sent as breaking news to \d+ readers/)
    const sent = count(await outbox(), subject)
    const page = await (await admin.get(editor)).text()
    const version = /name="version" value="([^"]+)"/.exec(page)![1]!
    const saved = await postMultipart(admin, editor, { ...article(`${title}`, { status: 'published', version }), intent: 'save', sendAsBreaking: 'on' })
    expect(saved.status).toBe(302)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(count(await outbox(), subject)).toBe(sent)
  }, 90_000)
})
