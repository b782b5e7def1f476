import { Agent, request as httpRequest } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { articlesA } from '../../app/db/seed/data/articles-a'
import { coursesA } from '../../app/db/seed/data/courses-a'
import { podcastsA } from '../../app/db/seed/data/podcasts-a'
import { tutorialsA } from '../../app/db/seed/data/tutorials-a'
import { seedVideos } from '../../app/db/seed/data/videos'
import { HttpClient } from '../support/http-client'
import { builtRoutes, type BuiltRoute } from '../support/route-table'
import { serverForFile } from '../support/server-process'

const server = serverForFile({ RATE_LIMIT_FACTOR: '20' })
const clients: Record<'visitor' | 'member' | 'admin', HttpClient> = {} as never
/** Values for dynamic segments, keyed by the segment before them and the parameter. */
const samples: Record<string, string> = {
  'news/:slug': articlesA.find((a) => !a.isPremium)!.slug,
  'course/:slug': coursesA[0]!.slug,
  'lesson/:lesson': coursesA[0]!.lessons[0]!.slug,
  'videos/:slug': seedVideos[0]!.slug,
  'podcasts/:slug': podcastsA[0]!.slug,
  'tutorials/:slug': tutorialsA[0]!.slug,
  'content/:type': 'articles',
  ':type/:id': 'new',
  'lessons/:lessonId': 'new',
  'auth/*': 'sign-in/email',
}

beforeAll(async () => {
  for (const role of ['visitor', 'member', 'admin'] as const) clients[role] = new HttpClient(server.url)
  await clients.member.login('free@lumen.example', 'LumenFree!2026')
  await clients.admin.login('admin@lumen.example', 'LumenAdmin!2026')
  const users = await (await clients.admin.get('/admin/users?q=free%40lumen.example')).text()
  samples['users/:id'] = /href="\/admin\/users\/([0-9a-f-]{36})"/.exec(users)?.[1] ?? 'x'
  const courses = await (await clients.admin.get('/admin/content?type=courses')).text()
  samples['courses/:courseId'] = /\/admin\/content\/courses\/([0-9a-f-]{36})/.exec(courses)?.[1] ?? 'x'
}, 90_000)

/** The address of a route with its parameters filled; index routes carry `?index` for their action. */
function addressOf(route: BuiltRoute, { data = false } = {}) {
  const segments = route.pattern.split('/')
  const filled = segments.map((segment, i) => {
    if (!segment.startsWith(':') && segment !== '*') return segment
    return encodeURIComponent(samples[`${segments[i - 1]}/${segment}`] ?? 'x').replace(/%2F/g, '/')
  })
  let path = filled.join('/') || '/'
  if (data) path = path === '/' ? '/_root.data' : `${path}.data`
  return route.index ? `${path}?index` : path
}

const fields = { intent: 'comment', content: 'Hello', name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' }
const form = (values: Record<string, string>) => ({ type: 'application/x-www-form-urlencoded', body: new URLSearchParams(values).toString() })
const bodies: Record<string, { type?: string; body?: string }> = {
  'empty body': {},
  JSON: { type: 'application/json', body: '{"email":"ada@example.com"}' },
  'JSON with NUL': { type: 'application/json', body: JSON.stringify({ email: 'a\u0000@example.com', planId: 'a\u0000', subscriptionId: 'a\u0000' }) },
  'text/plain': { type: 'text/plain', body: 'hello' },
  '1 MB field': form({ ...fields, content: 'a'.repeat(1024 * 1024) }),
  'NUL in a field': form({ ...fields, content: 'a\u0000b', name: 'Ada\u0000' }),
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(Array.from({ length: size }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
  }))
}

describe('NUL characters and bodies that are not forms', () => {
  it('refuses a NUL in the path or query with 400 and a plain message, in the reader language', async () => {
    for (const path of ['/news/abc%00def', '/news?search=a%00', '/admin/users?q=x%00']) {
      const response = await clients.admin.get(path)
      expect(response.status, path).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await response.text()).toBe('Bad request: the address contains a NUL character (%00), which is not allowed.')
    }
    const spanish = await fetch(`${server.url}/news/abc%00def`, { headers: { 'accept-language': 'es' } })
    expect(await spanish.text()).toMatch(/contiene un carácter NUL/)
  })

  it('answers a form action sent JSON, text or nothing with 415 and says why, also for data requests', async () => {
    const json = await post(clients.visitor, '/contact', { type: 'application/json', body: '{}' })
    expect(json.status).toBe(415)
    expect(json.text).toContain('This address accepts form data only')
    expect((await post(clients.visitor, '/contact', {})).status).toBe(415)
    expect((await post(clients.visitor, '/contact', { type: 'text/plain', body: 'hi' })).status).toBe(415)
    const dataRequest = await post(clients.visitor, '/contact.data', { type: 'application/json', body: '{}' })
    expect(dataRequest.status).toBe(415)
    expect(dataRequest.text).toContain('This address accepts form data only')
    const resource = await post(clients.visitor, '/newsletter', { type: 'application/json', body: '{}' })
    expect(resource.status).toBe(415)
    expect(JSON.parse(resource.text)).toEqual({ message: expect.stringContaining('form data only') })
  })

  it('answers 400 for a NUL in a form field, keeping the other typed values where the page shows them', async () => {
    const contact = await post(clients.visitor, '/contact', form({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Engines', message: 'a\u0000b' }))
    expect(contact.status).toBe(400)
    expect(contact.text).toContain('This field contains a NUL character, which is not allowed.')
    expect(contact.text).toContain('value="Ada Lovelace"')
    expect(contact.text).toContain('value="Engines"')
    const comment = await post(clients.member, `/news/${samples['news/:slug']}`, form({ intent: 'comment', content: 'a\u0000b' }))
    expect(comment.status).toBe(400)
    const profile = await post(clients.member, '/profile', form({ intent: 'profile', name: 'Ada\u0000', location: 'Kept' }))
    expect(profile.status).toBe(400)
    expect(profile.text).toContain('value="Kept"')
    const moderation = await post(clients.admin, '/admin/comments', form({ intent: 'hold', isOn: 'a\u0000' }))
    expect(moderation.status).toBe(400)
  })

  it('drops a body answered without being read, so the next request on the same connection is answered at once', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const sockets = new Set<unknown>()
    const send = (method: string, path: string, body = '') =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${server.url}${path}`, { method, agent, headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' } }, (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode!))
        })
        request.on('socket', (socket) => sockets.add(socket))
        request.setTimeout(3000, () => request.destroy(new Error(`${method} ${path} was not answered`)))
        request.on('error', reject)
        request.end(body)
      })
    expect(await send('POST', '/profile', `content=${'a'.repeat(300_000)}`)).toBe(302)
    expect(await send('POST', '/contact', '{}')).toBe(400)
    expect(await send('GET', '/healthz')).toBe(200)
    expect(sockets.size).toBe(1)
    agent.destroy()
  })
})

describe('bad input never gets a 5xx', () => {
  it('posts odd bodies to every action and JSON endpoint as visitor, member and admin', async () => {
    const routes = builtRoutes().filter((r) => r.hasAction || r.pattern.startsWith('/api/'))
    expect(routes.length).toBeGreaterThan(30)
    const failures: string[] = []
    for (const [role, client] of Object.entries(clients)) {
      const requests = routes.flatMap((route) => [
        ...Object.entries(bodies).map(([kind, body]) => ({ path: addressOf(route), kind, body })),
        ...(route.hasDefaultExport ? [{ path: addressOf(route, { data: true }), kind: 'JSON data request', body: bodies.JSON! }] : []),
      ])
      const send = async ({ path, kind, body }: (typeof requests)[number]) => {
        const status = await post(client, path, body).then((r) => r.status, (error: Error) => `${error.cause ?? error}`)
        if (typeof status !== 'number' || status >= 500) failures.push(`${role} ${kind} → ${path}: ${status}`)
      }
      // Signing out would end the session the other requests use: it goes last.
      const isLogout = (request: (typeof requests)[number]) => request.path === '/logout'
      await inPool(requests.filter((r) => !isLogout(r)), 4, send)
      await inPool(requests.filter(isLogout), 1, send)
    }
    expect(failures).toEqual([])
  }, 120_000)
})

async function post(client: HttpClient, path: string, { type, body }: { type?: string; body?: string }) {
  const headers: Record<string, string> = { cookie: client.cookieHeader, origin: server.url }
  if (type) headers['content-type'] = type
  const response = await fetch(server.url + path, { method: 'POST', headers, body, redirect: 'manual' })
  return Object.assign(response, { text: await response.text() })
}
