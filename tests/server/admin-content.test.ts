import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { JsonErrorBody } from '../../app/lib/json-error'
import { demoClientsForFile, postMultipart } from '../support/http-client'
import { serverForFile } from '../support/server-process'

let articleId: string
let courseId: string
let lessonId: string
const uploadDir = mkdtempSync(path.join(tmpdir(), 'lumen-uploads-'))
const server = serverForFile({ UPLOAD_DIR: uploadDir })
const { visitor, member, admin } = demoClientsForFile(server, ['member', 'admin'])

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64')

/** The stored version (updated_at) an editor page carries: unchanged means nothing was saved. */
const versionOf = async (path: string) => /name="version" value="([^"]+)"/.exec(await (await admin.get(path)).text())?.[1]
const uploadedCount = async () => ((await (await admin.get('/admin/content/uploads')).json()) as { uploads: unknown[] }).uploads.length
const itemCount = async () => Number(/([\d,]+) items? · page/.exec((await (await admin.get('/admin/content')).text()).replace(/<!-- -->/g, ''))![1]!.replace(/,/g, ''))

beforeAll(async () => {
  const articles = await (await admin.get('/admin/content?type=articles')).text()
  articleId = /\/admin\/content\/articles\/([0-9a-f-]{36})/.exec(articles)![1]!
  const courses = await (await admin.get('/admin/content?type=courses')).text()
  courseId = /\/admin\/content\/courses\/([0-9a-f-]{36})/.exec(courses)![1]!
  const course = await (await admin.get(`/admin/content/courses/${courseId}`)).text()
  lessonId = new RegExp(`/admin/content/courses/${courseId}/lessons/([0-9a-f-]{36})`).exec(course)![1]!
}, 90_000)

const articleForm = (title: string) => ({ title, slug: '', status: 'draft', publishedAt: '', excerpt: '', content: '<p>x</p>', author: 'Intruder', categoryId: '', featuredImage: '', tags: '' })

/** Every loader of the content section (and its data request). */
const loaders = () => [
  '/admin/content',
  '/admin/content?type=articles&status=draft&q=a',
  '/admin/content.data',
  '/admin/content/uploads',
  ...['articles', 'courses', 'paths', 'tutorials', 'videos', 'playlists', 'podcasts', 'series'].map((type) => `/admin/content/${type}/new`),
  `/admin/content/articles/${articleId}`,
  `/admin/content/articles/${articleId}.data`,
  `/admin/content/articles/${articleId}/preview`,
  `/admin/content/courses/${courseId}/lessons/new`,
  `/admin/content/courses/${courseId}/lessons/${lessonId}`,
]

/** Every action of the content section with a request that would change something. */
const actions = (): { path: string; form: Record<string, string> }[] => [
  { path: '/admin/content/articles/new', form: { ...articleForm('Created by an intruder'), intent: 'publish' } },
  { path: `/admin/content/articles/${articleId}`, form: { ...articleForm('Renamed by an intruder'), intent: 'save' } },
  { path: `/admin/content/articles/${articleId}`, form: { ...articleForm('Unpublished by an intruder'), intent: 'unpublish' } },
  { path: `/admin/content/articles/${articleId}`, form: { intent: 'delete', confirm: 'on' } },
  { path: `/admin/content/courses/${courseId}`, form: { intent: 'lesson-delete', lessonId } },
  { path: `/admin/content/courses/${courseId}`, form: { intent: 'lesson-down', lessonId } },
  { path: `/admin/content/courses/${courseId}/lessons/new`, form: { title: 'Intruder lesson', slug: '', content: '<p>x</p>', durationMinutes: '5' } },
  { path: `/admin/content/courses/${courseId}/lessons/${lessonId}`, form: { title: 'Renamed lesson', slug: '', content: '<p>x</p>', durationMinutes: '5' } },
  { path: `/admin/content/courses/${courseId}/lessons/${lessonId}`, form: { intent: 'delete', confirm: 'on' } },
]

describe('the content console refuses everyone but admins, endpoint by endpoint', () => {
  it('admins reach every loader (so the refusals below are about the role, not a missing page)', async () => {
    for (const path of loaders()) expect((await admin.get(path)).status, path).toBe(200)
    for (const type of ['articles', 'courses', 'paths', 'tutorials', 'videos', 'playlists', 'podcasts', 'series']) {
      const list = await (await admin.get(`/admin/content?type=${type}`)).text()
      const id = new RegExp(`/admin/content/${type}/([0-9a-f-]{36})`).exec(list)![1]!
      for (const path of [`/admin/content/${type}/${id}`, `/admin/content/${type}/${id}/preview`]) {
        const response = await admin.get(path)
        expect(response.status, path).toBe(200)
        expect(response.headers.get('cache-control'), path).toBe('private, no-cache')
      }
    }
    expect((await admin.get('/admin/content/gadgets/new')).status).toBe(404)
    expect((await admin.get('/admin/content/articles/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('visitors are sent to login by every loader and action; members get 403', async () => {
    const articlePage = `/admin/content/articles/${articleId}`
    const lessonPage = `/admin/content/courses/${courseId}/lessons/${lessonId}`
    const before = { items: await itemCount(), uploads: await uploadedCount(), article: await versionOf(articlePage), lesson: await versionOf(lessonPage), lessons: await (await admin.get(`/admin/content/courses/${courseId}`)).text() }
    expect(before.article).toMatch(/^\d{4}-/)
    for (const path of loaders()) {
      const anonymous = await visitor.get(path)
      if (path.includes('.data')) expect(anonymous.status, path).toBe(202)
      else {
        expect(anonymous.status, path).toBe(302)
        expect(anonymous.headers.get('location'), path).toMatch(/^\/login\?redirect=/)
      }
      expect((await member.get(path)).status, path).toBe(403)
    }
    for (const { path, form } of actions()) {
      const anonymous = await visitor.post(path, form)
      expect(anonymous.status, `${path} ${form.intent}`).toBe(302)
      expect(anonymous.headers.get('location')).toMatch(/^\/login/)
      expect((await member.post(path, form)).status, `${path} ${form.intent}`).toBe(403)
      expect((await postMultipart(member, path, form)).status, `${path} ${form.intent} multipart`).toBe(403)
    }
    for (const client of [visitor, member]) {
      const response = await postMultipart(client, '/admin/content/uploads', {}, { field: 'file', name: 'cover.png', type: 'image/png', bytes: png })
      expect([302, 403]).toContain(response.status)
      const cover = await postMultipart(client, '/admin/content/articles/new', articleForm('With a cover'), { field: 'coverFile', name: 'cover.png', type: 'image/png', bytes: png })
      expect([302, 403]).toContain(cover.status)
    }
    // Nothing changed: same items, no uploads, the article and its lesson untouched.
    expect(await itemCount()).toBe(before.items)
    expect(await uploadedCount()).toBe(before.uploads)
    expect(readdirSync(uploadDir)).toEqual([])
    expect(await versionOf(articlePage)).toBe(before.article)
    expect(await versionOf(lessonPage)).toBe(before.lesson)
    const lessonLinks = (html: string) => html.match(/\/lessons\/[0-9a-f-]{36}/g)
    expect(lessonLinks(await (await admin.get(`/admin/content/courses/${courseId}`)).text())).toEqual(lessonLinks(before.lessons))
  })

  it('state changes from another site are refused even for an admin', async () => {
    const response = await admin.post(`/admin/content/articles/${articleId}`, { ...articleForm('Cross-site rename'), intent: 'save' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })
})

describe('uploads over HTTP', () => {
  it('an admin upload is served with its type, nosniff, a long cache and byte ranges', async () => {
    const mp3 = new Uint8Array(4096)
    mp3.set([0x49, 0x44, 0x33, 0x04, 0x00, 0x00])
    const response = await postMultipart(admin, '/admin/content/uploads', { kind: 'audio' }, { field: 'file', name: 'episode.mp3', type: 'audio/mpeg', bytes: mp3 })
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.mp3$/)
    const whole = await visitor.get(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('audio/mpeg')
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff')
    expect(whole.headers.get('cache-control')).toContain('max-age=31536000')
    expect((await whole.arrayBuffer()).byteLength).toBe(4096)
    const part = await fetch(server.url + url, { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 100-199/4096')
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    expect((await visitor.get('/media/uploads/00000000-0000-4000-8000-000000000000.mp3')).status).toBe(404)
    expect((await visitor.get('/media/uploads/..%2F..%2Fpackage.json')).status).toBe(404)
  })

  it('refuses a disguised file, SVG and an oversized image with clear messages', async () => {
    const disguised = await postMultipart(admin, '/admin/content/uploads', {}, { field: 'file', name: 'photo.png', type: 'image/png', bytes: new TextEncoder().encode('MZ this is a program') })
    expect(disguised.status).toBe(415)
    expect(((await disguised.json()) as JsonErrorBody).error.message).toContain('Accepted formats: PNG, JPG, JPEG')
    const svg = await postMultipart(admin, '/admin/content/uploads', {}, { field: 'file', name: 'logo.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') })
    expect(svg.status).toBe(415)
    expect(((await svg.json()) as JsonErrorBody).error.message).toContain('SVG')
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(png.subarray(0, 16))
    const tooBig = await postMultipart(admin, '/admin/content/uploads', {}, { field: 'file', name: 'huge.png', type: 'image/png', bytes: big })
    expect(tooBig.status).toBe(413)
    expect(((await tooBig.json()) as JsonErrorBody).error.message).toContain('the limit is 5 MB')
  })
})
