import { beforeAll, describe, expect, it } from 'vitest'
import { demoClientsForFile, firstArticlePath, type HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'
import { staffAccount } from '../support/staff'

const server = serverForFile({ RATE_LIMIT_FACTOR: '1000' })
const { visitor, admin } = demoClientsForFile(server, ['admin'])
let contributor: Awaited<ReturnType<typeof staffAccount>>
let editor: Awaited<ReturnType<typeof staffAccount>>

const article = (title: string, fields: Record<string, string> = {}) => ({ title, slug: '', status: 'draft', publishedAt: '', excerpt: 'A summary.', content: '<p>Newsroom text.</p>', categoryId: '', featuredImage: '', tags: '', ...fields })

/** Creates an article through the editor; gives its editor address. */
async function create(client: HttpClient, title: string, intent = 'save') {
  const response = await client.post('/admin/content/articles/new', { ...article(title), intent })
  expect(response.status).toBe(302)
  return response.headers.get('location')!.split('?')[0]!
}

beforeAll(async () => {
  contributor = await staffAccount(server, admin, 'contributor', 'newsroom-contributor')
  editor = await staffAccount(server, admin, 'editor', 'newsroom-editor')
}, 60_000)

describe('the newsroom over HTTP', () => {
  it('a contributor’s submission waits for the editor, who asks for changes with a note; the contributor sees it', async () => {
    const title = `Submitted over HTTP ${Date.now()}`
    const path = await create(contributor.client, title, 'submit')
    const waiting = await (await editor.client.get(`/admin/content?waiting=me&q=${encodeURIComponent(title)}`)).text()
    expect(waiting).toContain(`>${title}<`)
    const refused = await contributor.client.post(`${path}?newsroom`, { intent: 'approve', note: '' })
    expect(refused.status).toBe(403)
    expect((await editor.client.post(`${path}?newsroom`, { intent: 'request-changes', note: '' })).status).toBe(400)
    expect((await editor.client.post(`${path}?newsroom`, { intent: 'request-changes', note: 'Add a source for the second claim.' })).status).toBe(200)
    const page = await (await contributor.client.get(path)).text()
    expect(page).toContain('Changes requested')
    expect(page).toContain('Add a source for the second claim.')
    expect((await contributor.client.post(`${path}?newsroom`, { intent: 'probe' })).status).toBe(400)
  })

  it('a preview link shows the draft to a visitor, never cached nor indexed, until it is revoked', async () => {
    const title = `Shared draft ${Date.now()}`
    const path = await create(editor.client, title)
    const made = await editor.client.post(`${path}?newsroom`, { intent: 'preview-link' })
    const url = /data-testid="preview-url"[^>]*>([^<]+)</.exec(await made.text())?.[1] ?? ''
    const previewPath = new URL(url).pathname
    expect(previewPath).toMatch(/^\/preview\/[A-Za-z0-9_-]{32}$/)
    const shown = await visitor.get(previewPath)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('cache-control')).toBe('no-store')
    expect(shown.headers.get('x-robots-tag')).toBe('noindex')
    const shownHtml = await shown.text()
    expect(shownHtml).toContain(title)
    // The draft's generated cover is not public; the link shows it.
    expect(shownHtml).toContain(`src="${previewPath}/cover.svg"`)
    const cover = await visitor.get(`${previewPath}/cover.svg`)
    expect(cover.status).toBe(200)
    expect(cover.headers.get('content-type')).toContain('image/svg+xml')
    const editorPage = await (await editor.client.get(path)).text()
    const linkId = /name="linkId" value="([^"]+)"/.exec(editorPage)![1]!
    expect((await contributor.client.post(`${path}?newsroom`, { intent: 'revoke-preview', linkId })).status).toBe(403)
    expect((await editor.client.post(`${path}?newsroom`, { intent: 'revoke-preview', linkId })).status).toBe(200)
    const gone = await visitor.get(previewPath)
    expect(gone.status).toBe(404)
    expect(gone.headers.get('cache-control')).toBe('no-store')
    expect((await visitor.get(`${previewPath}/cover.svg`)).status).toBe(404)
    expect((await visitor.get('/preview/not-a-real-link')).status).toBe(404)
  })

  it('the edit lock: the second editor is told who is editing, takes over, and the first one’s save is refused', async () => {
    const title = `Locked ${Date.now()}`
    const path = await create(admin, title)
    await admin.get(path)
    const seen = await (await editor.client.get(path)).text()
    expect(seen).toMatch(/Ada Admin<!-- -->\s*is editing|Ada Admin is editing/)
    expect((await editor.client.post(`${path}?newsroom`, { intent: 'take-over' })).status).toBe(200)
    const refused = await admin.post(path, { ...article(`${title} (mine)`), intent: 'save' })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(`${title} (mine)`)
    const renewed = await admin.post(`${path}/lock`, { intent: 'renew' })
    expect(await renewed.json()).toMatchObject({ state: 'taken', holder: editor.name })
    expect((await admin.post(`${path}/lock`, { intent: 'grab' })).status).toBe(400)
  })

  it('bylines link to author pages with Person data, their published work and an RSS feed; drafts stay off', async () => {
    const articlePath = firstArticlePath(await (await visitor.get('/news')).text())
    const article = await (await visitor.get(articlePath)).text()
    const authorHref = /data-testid="byline"[^>]*>[\s\S]*?href="(\/authors\/[a-z0-9-]+)"/.exec(article)![1]!
    expect(article).toMatch(new RegExp(`"author":\\{"@type":"Person","name":"[^"]+","url":"[^"]+${authorHref}"`))
    const page = await visitor.get(authorHref)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('"@type":"Person"')
    expect(html).toContain(`href="${articlePath}"`)
    expect(html).toContain(`href="${authorHref}/rss.xml"`)
    const feed = await visitor.get(`${authorHref}/rss.xml`)
    expect(feed.headers.get('content-type')).toContain('application/rss+xml')
    expect(await feed.text()).toContain(`${articlePath}</link>`)
    expect((await visitor.get('/authors/nobody-by-this-name')).status).toBe(404)
    expect((await visitor.get('/authors/nobody-by-this-name/rss.xml')).status).toBe(404)

    const draftTitle = `Unpublished by the editor ${Date.now()}`
    await create(editor.client, draftTitle)
    const editorPage = (await (await editor.client.get('/admin/content')).text())
    expect(editorPage).toContain(draftTitle)
    const editorAuthor = await visitor.get(`/authors/${editor.name.toLowerCase().replace(/\s+/g, '-')}`)
    expect(editorAuthor.status).toBe(200)
    expect(await editorAuthor.text()).not.toContain(draftTitle)
  })

  it('a refused save gives back every chosen author, in order', async () => {
    const form = await (await editor.client.get('/admin/content/articles/new')).text()
    const ids = [...form.matchAll(/<option value="([0-9a-f-]{36})">/g)].map((m) => m[1]!).slice(0, 2)
    expect(ids).toHaveLength(2)
    const body = new URLSearchParams({ ...article(''), intent: 'save' })
    for (const id of [...ids].reverse()) body.append('authorIds', id)
    body.append('authorIds', '')
    const refused = await fetch(`${server.url}/admin/content/articles/new`, { method: 'POST', body, headers: { cookie: editor.client.cookieHeader, origin: server.url }, redirect: 'manual' })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Title is required')
    const selected = [...html.matchAll(/<option value="([0-9a-f-]{36})" selected="">/g)].map((m) => m[1])
    expect(selected).toEqual([...ids].reverse())
  })
})
