import { randomBytes } from 'node:crypto'
import Ajv2020 from 'ajv/dist/2020'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoLogins, expectPage, HttpClient } from '../support/http-client'
import { browser, call, createKeyThroughPage, errorShape, keyIdOf } from '../support/public-api'
import { serverForFile } from '../support/server-process'
import { invitationToken, register } from '../support/site-flows'
import { smtpServerForFile } from '../support/smtp-server'

/**
 * The Enterprise API (/api/v1) against the production server, with keys made the way an Admin
 * makes them: signed in, through the Workspace → API page, reading the key from the page that
 * shows it once. Every call sends a browser's User-Agent, as real clients are told apart from bots.
 */
const smtp = smtpServerForFile()
// A burst limit far above what these tests send, so only the tests about limits meet one.
const server = serverForFile(() => ({ RATE_LIMIT_FACTOR: '20', API_BURST_PER_SECOND: '1000', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }))

const admin = new HttpClient(() => server.url, browser)
let key: string

beforeAll(async () => {
  await admin.login(...demoLogins.admin)
  key = (await createKeyThroughPage(admin, 'Intranet news feed')).key
}, 60_000)

describe('the API with a workspace key', () => {
  it('shows the key once: the page lists it by its prefix afterwards, never whole', async () => {
    const page = await (await admin.get('/workspace/api')).text()
    const prefix = key.slice(0, 12)
    expect(page).toContain(`data-prefix="${prefix}"`)
    expect(page).not.toContain(key)
    expect(page).toContain('Intranet news feed')
  })

  it('refuses requests without a key, or with an unknown one, with 401 and the JSON error', async () => {
    for (const candidate of [undefined, `lum_${randomBytes(30).toString('base64url')}`, 'not-a-key']) {
      const answer = await call(server.url, '/articles', { key: candidate })
      expect(answer.status, String(candidate)).toBe(401)
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      expect(answer.json()).toEqual(errorShape('invalid_key'))
      expect(answer.headers.get('ratelimit-remaining'), 'a refused key uses no quota').toBeNull()
    }
  })

  it('answers 200 with the quota headers, RateLimit-* and X-RateLimit-* alike, one less remaining per request', async () => {
    const first = await call(server.url, '/articles?limit=2', { key })
    const second = await call(server.url, '/categories', { key })
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200)
      for (const name of ['limit', 'remaining', 'reset']) {
        expect(answer.headers.get(`ratelimit-${name}`), name).toMatch(/^\d+$/)
        expect(answer.headers.get(`x-ratelimit-${name}`), name).toBe(answer.headers.get(`ratelimit-${name}`))
      }
      expect(answer.headers.get('ratelimit-limit')).toBe('10000')
      const now = new Date()
      const secondsToNextMonth = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - now.getTime()) / 1000
      const reset = Number(answer.headers.get('ratelimit-reset'))
      expect(reset).toBeGreaterThan(0)
      expect(reset).toBeLessThanOrEqual(Math.ceil(secondsToNextMonth) + 5)
    }
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(Number(first.headers.get('ratelimit-remaining')) - 1)
    const page = first.json() as { data: unknown[]; next_cursor: string | null }
    expect(page.data).toHaveLength(2)
    expect(page.next_cursor).toEqual(expect.any(String))
  })

  it('answers 304 without a body when If-None-Match carries the ETag, and 200 for another tag', async () => {
    const first = await call(server.url, '/categories', { key })
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await call(server.url, '/categories', { key, headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect(Number(again.headers.get('ratelimit-remaining')), 'a 304 still counts').toBe(Number(first.headers.get('ratelimit-remaining')) - 1)
    const other = await call(server.url, '/categories', { key, headers: { 'if-none-match': '"something-else"' } })
    expect(other.status).toBe(200)
    expect(other.text).toBe(first.text)
  })

  it('refuses a bad parameter with 400 and names it in the JSON error', async () => {
    for (const [query, name] of [['limit=0', 'limit'], ['limit=abc', 'limit'], ['published_after=yesterday', 'published_after'], [`q=${'x'.repeat(201)}`, 'q']]) {
      const answer = await call(server.url, `/articles?${query}`, { key })
      expect(answer.status, query).toBe(400)
      expect(answer.json(), query).toEqual(errorShape('invalid_parameter'))
      expect((answer.json() as { error: { message: string } }).error.message, query).toContain(name)
    }
  })

  it('answers 404 with the JSON error for an unknown slug and an unknown endpoint', async () => {
    const article = await call(server.url, '/articles/no-such-article-anywhere', { key })
    expect(article.status).toBe(404)
    expect(article.json()).toEqual(errorShape('not_found'))
    const endpoint = await call(server.url, '/nothing-here', { key })
    expect(endpoint.status).toBe(404)
    expect(endpoint.json()).toEqual(errorShape('not_found'))
  })

  it('answers a CORS preflight from any origin, and exposes the quota headers to browsers', async () => {
    const preflight = await call(server.url, '/articles', {
      method: 'OPTIONS',
      headers: { origin: 'https://intranet.example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, if-none-match' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match')
    const answer = await call(server.url, '/categories', { key, headers: { origin: 'https://intranet.example.com' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    for (const header of ['ETag', 'RateLimit-Remaining', 'Retry-After']) expect(answer.headers.get('access-control-expose-headers')).toContain(header)
  })

  it('gives the full body of a premium article to the Enterprise key, which a visitor of the site does not get', async () => {
    let premium: { slug: string } | undefined
    let cursor: string | null = null
    do {
      const answer = await call(server.url, `/articles?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key })
      const page = answer.json() as { data: { slug: string; is_premium: boolean }[]; next_cursor: string | null }
      premium = page.data.find((article) => article.is_premium)
      cursor = page.next_cursor
    } while (!premium && cursor)
    expect(premium, 'a premium article in the demo content').toBeTruthy()
    const answer = await call(server.url, `/articles/${premium!.slug}`, { key })
    expect(answer.status).toBe(200)
    const article = answer.json() as { is_premium: boolean; body_html: string; excerpt: string }
    expect(article.is_premium).toBe(true)
    expect(article.body_html.length).toBeGreaterThan(article.excerpt.length + 500)
    // The site withholds the same body from a visitor: words from the middle of it (letters and
    // spaces only, which the page cannot have escaped) are not on the page.
    const runs = [...article.body_html.replace(/<[^>]+>/g, ' ').matchAll(/[A-Za-z ]{50,}/g)].map((match) => match[0].trim())
    expect(runs.length).toBeGreaterThan(2)
    const visitorPage = await (await fetch(`${server.url}/news/${premium!.slug}`, { headers: browser })).text()
    expect(visitorPage).toContain('This is a premium article')
    expect(visitorPage).not.toContain(runs[Math.floor(runs.length / 2)]!.slice(0, 50))
  })

  it('answers every endpoint of the published OpenAPI document with a body that its 200 schema accepts', async () => {
    const specAnswer = await fetch(`${server.url}/api/v1/openapi.json`, { headers: browser })
    expect(specAnswer.status).toBe(200)
    const spec = (await specAnswer.json()) as {
      openapi: string
      servers: { url: string }[]
      paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string; required?: boolean; schema?: { example?: unknown } }[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>
      components: Record<string, unknown>
    }
    expect(spec.openapi).toMatch(/^3\.1\./)
    expect(spec.servers[0]!.url).toMatch(/\/api\/v1$/)

    // OpenAPI 3.1 schemas are JSON Schema 2020-12; `$ref`s point into the document's components.
    const ajv = new Ajv2020({ strict: true, allErrors: true })
    ajv.addVocabulary(['components', 'example'])
    ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    ajv.addFormat('date-time', { validate: (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value)) })
    ajv.addFormat('uri', { validate: (value: string) => URL.canParse(value) && /^https?:\/\//.test(value) })
    const specId = 'https://lumen.test/openapi.json'
    ajv.addSchema({ $id: specId, components: spec.components })
    const anchored = (schema: unknown): unknown =>
      JSON.parse(JSON.stringify(schema), (name, value: unknown) => (name === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${specId}${value}` : value))

    type Operation = (typeof spec.paths)[string][string]
    const operations = Object.entries(spec.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Operation })))
    expect(operations.map((entry) => entry.operation.operationId).sort()).toEqual([
      'getArticle', 'getCourse', 'getLearningPath', 'getPlaylist', 'getPodcastEpisode', 'getPodcastSeries', 'getTutorial', 'getVideo',
      'listArticles', 'listCategories', 'listCourses', 'listLearningPaths', 'listPlaylists', 'listPodcastEpisodes', 'listPodcastSeries', 'listTutorials', 'listVideos',
      'search',
    ])
    expect(operations.every((entry) => entry.method === 'get')).toBe(true)

    // Operations without path parameters first: their lists give the values for the others. A
    // path parameter comes from the list its path continues (`/courses` for `/courses/{slug}`),
    // a required query parameter from the example the document gives for it.
    const lists = new Map<string, Record<string, unknown>[]>()
    const ordered = [...operations].sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')))
    for (const { path, operation } of ordered) {
      let address = path.replace(/\{(\w+)\}/g, (whole, name: string) => {
        const listPath = path.slice(0, path.indexOf(`/${whole}`))
        const value = lists.get(listPath)?.find((item) => typeof item[name] === 'string')?.[name]
        expect(value, `a value for {${name}} of ${path} from the answer of ${listPath}`).toEqual(expect.any(String))
        return encodeURIComponent(value as string)
      })
      const required = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required)
      for (const parameter of required) expect(parameter.schema?.example, `an example for the required ${parameter.name} of ${path}`).toEqual(expect.any(String))
      if (required.length > 0) address += `?${new URLSearchParams(required.map((parameter) => [parameter.name, String(parameter.schema!.example)]))}`
      const answer = await call(server.url, address, { key })
      expect(answer.status, address).toBe(200)
      expect(answer.headers.get('content-type'), address).toMatch(/^application\/json/)
      const schema = operation.responses['200']!.content!['application/json']!.schema
      const validate = ajv.compile(anchored(schema) as object)
      const body = answer.json()
      expect(validate(body), `${address}: ${ajv.errorsText(validate.errors)}`).toBe(true)
      const items = (body as { data?: unknown }).data
      if (!path.includes('{') && Array.isArray(items)) lists.set(path, items as Record<string, unknown>[])

      // The check has teeth: the same body with a required property taken out, or a wrong type, is refused.
      const broken = structuredClone(body) as Record<string, unknown>
      const firstKey = Object.keys(broken)[0]!
      delete broken[firstKey]
      expect(validate(broken), `${address} without ${firstKey}`).toBe(false)
    }
  })

  it('lets a visitor try an endpoint from /api with their key, which is used once and never shown back', async () => {
    const visitor = new HttpClient(() => server.url, browser)
    const html = await expectPage(await visitor.post('/api', { operationId: 'listArticles', apiKey: key, 'query.limit': '1' }), 200, ['data-testid="try-status"', 'GET /api/v1/articles?limit=1'])
    expect(html).toMatch(/data-testid="try-status"[^>]*>Status 200</)
    expect(html).not.toContain(key)
    const refused = await visitor.post('/api', { operationId: 'getArticle', apiKey: key, 'path.slug': 'no-such-article-anywhere' })
    expect(await refused.text()).toMatch(/data-testid="try-status"[^>]*>Status 404</)
    const noKey = await visitor.post('/api', { operationId: 'listArticles', apiKey: '', 'query.limit': '3' })
    const noKeyHtml = await expectPage(noKey, 400, ['Paste a workspace API key'])
    expect(noKeyHtml).toMatch(/name="query\.limit"[^>]*value="3"/)
  })

  it('shows this month’s use on Workspace → API and in the admin console, split by key and endpoint', async () => {
    const probe = await call(server.url, '/categories', { key })
    const used = 10_000 - Number(probe.headers.get('ratelimit-remaining'))
    const page = await (await admin.get('/workspace/api')).text()
    expect(page).toContain(`${used.toLocaleString('en-US')} of 10,000 requests`)
    const byEndpoint = /data-testid="api-usage-by-endpoint"[\s\S]*?<\/table>/.exec(page)?.[0] ?? ''
    for (const label of ['GET /articles', 'GET /articles/{slug}', 'GET /categories']) expect(byEndpoint).toContain(label)
    const byKey = /data-testid="api-usage-by-key"[\s\S]*?<\/table>/.exec(page)?.[0] ?? ''
    expect(byKey).toContain('Intranet news feed')
    expect(byKey).toContain(`>${used.toLocaleString('en-US')}<`)
    const adminPage = (await (await admin.get('/admin/subscriptions')).text()).replaceAll('<!-- -->', '')
    expect(adminPage).toMatch(new RegExp(`data-testid="workspace-api-usage"><div[^>]*><p[^>]*>${used.toLocaleString('en-US')} / 10,000`))
  })

  it('refuses a key revoked through the page on the very next request', async () => {
    const second = await createKeyThroughPage(admin, 'Revoked soon')
    expect((await call(server.url, '/categories', { key: second.key })).status).toBe(200)
    const keyId = keyIdOf(second.html, second.key.slice(0, 12))
    expect(keyId).toBeTruthy()
    const revoked = await admin.post('/workspace/api', { intent: 'revoke', keyId: keyId! })
    expect(revoked.status).toBe(200)
    expect(await revoked.text()).toMatch(new RegExp(`data-prefix="${second.key.slice(0, 12)}" data-state="revoked"`))
    const refused = await call(server.url, '/categories', { key: second.key })
    expect(refused.status).toBe(401)
    expect(refused.json()).toEqual(errorShape('invalid_key'))
    // Revoking it again is refused; the other key still works.
    expect((await admin.post('/workspace/api', { intent: 'revoke', keyId: keyId! })).status).toBe(404)
    expect((await call(server.url, '/categories', { key })).status).toBe(200)
  })

  it('refuses a key name that is empty or too long with the message beside the field and what was typed kept', async () => {
    const tooLong = 'A'.repeat(61)
    const html = await expectPage(await admin.post('/workspace/api', { intent: 'create', name: tooLong }), 400, ['Name the key in 1 to 60 characters', `value="${tooLong}"`])
    expect(html).not.toContain('data-testid="new-api-key"')
    expect((await admin.post('/workspace/api', { intent: 'create', name: '   ' })).status).toBe(400)
  })
})

describe('Workspace → API: who may use it', () => {
  const email = `api-user-${Date.now()}@example.com`
  const user = new HttpClient(() => server.url, browser)
  const premium = new HttpClient(() => server.url, browser)

  beforeAll(async () => {
    await premium.login(...demoLogins.premium)
    await register(user, 'Una User', email)
    const invited = await admin.post('/workspace?index', { intent: 'invite', email, role: 'user' })
    expect(invited.status).toBe(200)
    const token = invitationToken(smtp.received, email)
    const accepted = await user.post(`/workspace/join?token=${token}`, { token })
    expect(accepted.headers.get('location')).toBe('/workspace?notice=joined')
  }, 60_000)

  it('gives a User of the workspace Access Denied (403) on the page and its actions, and no API tab', async () => {
    const page = await user.get('/workspace/api')
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('Access Denied')
    expect((await user.post('/workspace/api', { intent: 'create', name: 'Sneaky' })).status).toBe(403)
    expect((await user.get('/workspace/api.data')).status).toBe(403)
    expect(await (await user.get('/workspace')).text()).not.toContain('href="/workspace/api"')
    expect(await (await admin.get('/workspace')).text()).toContain('href="/workspace/api"')
  })

  it('answers 404 to a member of no workspace, and sends a visitor to log in', async () => {
    expect((await premium.get('/workspace/api')).status).toBe(404)
    const visitor = await new HttpClient(() => server.url, browser).get('/workspace/api')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent('/workspace/api')}`)
  })

  it('tells each reader of /api where keys come from', async () => {
    const note = async (client: HttpClient) => /data-testid="api-reader-note"[^>]*>([\s\S]*?)<\/p>/.exec(await (await client.get('/api')).text())?.[1] ?? ''
    expect(await note(admin)).toContain('href="/workspace/api"')
    expect(await note(user)).toContain('ask one of them for a key')
    expect(await note(premium)).toContain('href="/subscription"')
  })
})
