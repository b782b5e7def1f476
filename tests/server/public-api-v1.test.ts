import { randomBytes, randomUUID } from 'node:crypto'
import Ajv2020 from 'ajv/dist/2020'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogins, HttpClient } from '../support/http-client'
import { serverForFile, startServer, type RunningServer } from '../support/server-process'
import { smtpServerForFile } from '../support/smtp-server'

/**
 * The Enterprise API (/api/v1) against the production server, with keys made the way an Admin
 * makes them: signed in, through the Workspace → API page, reading the key from the page that
 * shows it once. Every call sends a browser's User-Agent, as real clients are told apart from bots.
 */
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36'
const browser = { 'user-agent': userAgent }

const smtp = smtpServerForFile()
// A burst limit far above what these tests send, so only the tests about limits meet one.
const server = serverForFile(() => ({ RATE_LIMIT_FACTOR: '20', API_BURST_PER_SECOND: '1000', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }))

interface ApiAnswer {
  status: number
  headers: Headers
  text: string
  json: () => unknown
}

/** One call of the API with a key (or none), as a client program would send it. */
async function call(base: string, path: string, { key, headers = {}, method = 'GET' }: { key?: string; headers?: Record<string, string>; method?: string } = {}): Promise<ApiAnswer> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...browser, accept: 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) }
}

const errorShape = (code: string) => ({ error: { code, message: expect.any(String) } })

/** Creates a key on Workspace → API and reads it from the page, the one time it is shown. */
async function createKeyThroughPage(admin: HttpClient, name: string) {
  const response = await admin.post('/workspace/api', { intent: 'create', name })
  expect(response.status, 'creating a key').toBe(200)
  const html = await response.text()
  const key = /data-testid="new-api-key"[^>]*>(lum_[A-Za-z0-9_-]+)</.exec(html)?.[1]
  expect(key, 'the new key on the page').toBeTruthy()
  return { key: key!, html }
}

/** The id of a listed key (for the page's Revoke form), found by its prefix. */
function keyIdOf(html: string, prefix: string) {
  const row = new RegExp(`data-testid="api-key" data-prefix="${prefix}"[\\s\\S]*?name="keyId" value="([0-9a-f-]{36})"`).exec(html)
  return row?.[1]
}

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
    const response = await visitor.post('/api', { operationId: 'listArticles', apiKey: key, 'query.limit': '1' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-testid="try-status"')
    expect(html).toMatch(/data-testid="try-status"[^>]*>Status 200</)
    expect(html).toContain('GET /api/v1/articles?limit=1')
    expect(html).not.toContain(key)
    const refused = await visitor.post('/api', { operationId: 'getArticle', apiKey: key, 'path.slug': 'no-such-article-anywhere' })
    expect(await refused.text()).toMatch(/data-testid="try-status"[^>]*>Status 404</)
    const noKey = await visitor.post('/api', { operationId: 'listArticles', apiKey: '', 'query.limit': '3' })
    expect(noKey.status).toBe(400)
    const noKeyHtml = await noKey.text()
    expect(noKeyHtml).toContain('Paste a workspace API key')
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
    const response = await admin.post('/workspace/api', { intent: 'create', name: tooLong })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Name the key in 1 to 60 characters')
    expect(html).toContain(`value="${tooLong}"`)
    expect(html).not.toContain('data-testid="new-api-key"')
    expect((await admin.post('/workspace/api', { intent: 'create', name: '   ' })).status).toBe(400)
  })
})

describe('Workspace → API: who may use it', () => {
  const password = 'Orbit!Lamp42'
  const email = `api-user-${Date.now()}@example.com`
  const user = new HttpClient(() => server.url, browser)
  const premium = new HttpClient(() => server.url, browser)

  beforeAll(async () => {
    await premium.login(...demoLogins.premium)
    const registered = await user.post('/register', { name: 'Una User', email, password, confirmPassword: password, terms: 'on' })
    expect(registered.status).toBe(302)
    const invited = await admin.post('/workspace?index', { intent: 'invite', email, role: 'user' })
    expect(invited.status).toBe(200)
    const mail = smtp.received.filter((message) => message.to === email).at(-1)
    const token = /\/workspace\/join\?token=([A-Za-z0-9_-]+)/.exec(mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!
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

describe('the per-key burst limit', () => {
  let burstServer: RunningServer
  beforeAll(async () => {
    burstServer = await startServer({ RATE_LIMIT_FACTOR: '20', API_BURST_PER_SECOND: '3' })
  }, 90_000)
  afterAll(() => {
    burstServer?.child.kill('SIGTERM')
  })

  it('refuses what one key sends beyond 3 requests a second with 429 burst_limit and Retry-After, without using quota', async () => {
    const owner = new HttpClient(burstServer.url, browser)
    await owner.login(...demoLogins.admin)
    const { key: burstKey } = await createKeyThroughPage(owner, 'Burst test')
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(burstServer.url, '/categories', { key: burstKey })))
    const ok = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(ok.length + refused.length).toBe(10)
    // Ten requests at once land in one second, or at most two.
    expect(ok.length).toBeGreaterThanOrEqual(3)
    expect(ok.length).toBeLessThanOrEqual(6)
    expect(refused.length).toBeGreaterThanOrEqual(4)
    for (const answer of refused) {
      expect(answer.json()).toEqual(errorShape('burst_limit'))
      expect(answer.headers.get('retry-after')).toBe('1')
    }
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const after = await call(burstServer.url, '/categories', { key: burstKey })
    expect(after.status).toBe(200)
    expect(Number(after.headers.get('ratelimit-remaining')), 'refused bursts are not counted').toBe(10_000 - ok.length - 1)
  }, 60_000)
})

// Two instances share one quota only through one database: PGlite is a single process's
// embedded database, so this runs on PostgreSQL (TEST_DATABASE_URL) and is skipped without it.
const databaseUrl = process.env.TEST_DATABASE_URL
describe.skipIf(!databaseUrl)('keys and the monthly quota across two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const database = `lumen_api_quota_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  let maintenance: pg.Client
  const instances: RunningServer[] = []

  beforeAll(async () => {
    maintenance = new pg.Client({ connectionString: databaseUrl })
    await maintenance.connect()
    await maintenance.query(`create database ${database}`)
    const target = new URL(databaseUrl!)
    target.pathname = `/${database}`
    const env = {
      DATABASE_URL: target.href,
      AUTH_SECRET: 'api-quota-test-secret-'.padEnd(40, 'x'),
      API_BURST_PER_SECOND: '100000',
      RATE_LIMIT_FACTOR: '50',
      BILLING_JOB_INTERVAL_SECONDS: '0',
    }
    // One after the other: the first applies the migrations.
    instances.push(await startServer(env))
    instances.push(await startServer(env))
  }, 120_000)

  afterAll(async () => {
    for (const instance of instances) {
      instance.child.kill('SIGTERM')
      await instance.exited
    }
    await maintenance?.query(`drop database if exists ${database} with (force)`)
    await maintenance?.end()
  }, 30_000)

  let owner: HttpClient
  let quotaKey: string

  it('refuses a key revoked on one instance on the very next request to the other', async () => {
    const [first, second] = instances as [RunningServer, RunningServer]
    // An Enterprise subscriber on the first instance; the keys are made on the second (sessions live in the database).
    let instance = first.url
    owner = new HttpClient(() => instance, browser)
    const password = 'Orbit!Lamp42'
    const registered = await owner.post('/register', { name: 'Quinn Quota', email: `quota-${Date.now()}@example.com`, password, confirmPassword: password, terms: 'on' })
    expect(registered.status).toBe(302)
    expect((await owner.post('/subscription', { intent: 'subscribe', plan: 'enterprise-month' })).headers.get('location')).toBe('/subscription/checkout?plan=enterprise-month')
    const paid = await owner.post('/subscription/checkout?plan=enterprise-month', { plan: 'enterprise-month', cardName: 'Quinn Quota', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' })
    expect(paid.headers.get('location')).toBe('/subscription?subscribed=paid')
    expect((await owner.post('/workspace?index', { intent: 'create', name: 'Quota Labs' })).status).toBe(302)
    instance = second.url
    quotaKey = (await createKeyThroughPage(owner, 'Quota test')).key

    const doomed = await createKeyThroughPage(owner, 'Revoked on the second')
    // Both instances have checked the key (and could have kept it), then the second revokes it.
    expect((await call(first.url, '/categories', { key: doomed.key })).status).toBe(200)
    expect((await call(second.url, '/categories', { key: doomed.key })).status).toBe(200)
    const keyId = keyIdOf(doomed.html, doomed.key.slice(0, 12))
    expect((await owner.post('/workspace/api', { intent: 'revoke', keyId: keyId! })).status).toBe(200)
    const refused = await call(first.url, '/categories', { key: doomed.key })
    expect(refused.status).toBe(401)
    expect(refused.json()).toEqual(errorShape('invalid_key'))
    expect((await call(second.url, '/categories', { key: doomed.key })).status).toBe(401)
  }, 60_000)

  it('lets exactly 10,000 of 10,050 requests from 50 clients through, and refuses 50 with 429, Retry-After and the JSON error', async () => {
    const [first, second] = instances as [RunningServer, RunningServer]
    const total = 10_050
    // The 2 requests of the revocation test above were the workspace's too.
    const quota = 10_000 - 2
    // 50 clients, each sending its share in turn, half of them to each instance.
    let next = 0
    const answers: ApiAnswer[] = []
    await Promise.all(
      Array.from({ length: 50 }, async (_, client) => {
        const base = (client % 2 === 0 ? first : second).url
        while (next < total - 2) {
          next++
          answers.push(await call(base, '/categories', { key: quotaKey }))
        }
      }),
    )
    expect(answers).toHaveLength(total - 2)
    const ok = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(ok).toHaveLength(quota)
    expect(refused).toHaveLength(total - 10_000)
    // Each request let through took its own place in the count: remaining down to 0, once each.
    expect(ok.map((answer) => Number(answer.headers.get('ratelimit-remaining'))).sort((a, b) => a - b)).toEqual(Array.from({ length: quota }, (_, index) => index))
    for (const answer of refused) {
      expect(answer.json()).toEqual(errorShape('quota_exceeded'))
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(answer.headers.get('ratelimit-remaining')).toBe('0')
    }
    const usage = (await (await owner.get('/workspace/api')).text()).replaceAll('<!-- -->', '')
    expect(usage).toContain('10,000 of 10,000 requests')
  }, 300_000)
})
