import { beforeAll, expect } from 'vitest'

/** A desktop browser's User-Agent: the site counts plays and API use from browsers, not from crawlers. */
export const browserUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36'

/** A tiny cookie-keeping HTTP client for driving the server like a browser without JavaScript. */
export class HttpClient {
  private cookies = new Map<string, string>()

  /**
   * `base` is the server's address, or a function that gives it when a request is made (for a
   * server that starts later); `headers` go with every request (a browser's User-Agent, say).
   */
  constructor(
    private readonly base: string | (() => string),
    private readonly headers: Record<string, string> = {},
  ) {}

  get baseUrl() {
    return typeof this.base === 'string' ? this.base : this.base()
  }

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1)
      if (/max-age=0/i.test(header) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  /** The same browser (its cookies, shared from now on) talking to another address: one instance of several. */
  at(base: string | (() => string)) {
    const other = new HttpClient(base, this.headers)
    other.cookies = this.cookies
    return other
  }

  async get(path: string) {
    const response = await fetch(this.baseUrl + path, { headers: { ...this.headers, cookie: this.cookieHeader }, redirect: 'manual' })
    this.remember(response)
    return response
  }

  async post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(this.baseUrl + path, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { ...this.headers, cookie: this.cookieHeader, origin: this.baseUrl, ...headers },
      redirect: 'manual',
    })
    this.remember(response)
    return response
  }

  async login(email: string, password: string) {
    const response = await this.post('/login', { email, password })
    if (response.status !== 302) throw new Error(`login failed: ${response.status}`)
    return response
  }
}

/** The demo accounts the seed creates (README), by role. */
export const demoLogins = {
  member: ['free@lumen.example', 'LumenFree!2026'],
  premium: ['premium@lumen.example', 'LumenPremium!2026'],
  admin: ['admin@lumen.example', 'LumenAdmin!2026'],
  advertiser: ['ads@brightwave.example', 'LumenAdvertiser!2026'],
} as const

type DemoRole = keyof typeof demoLogins

/** A visitor's client and one client per demo account asked for, none signed in yet. */
function newDemoClients<T extends DemoRole>(base: string | (() => string), roles: readonly T[]) {
  const clients = { visitor: new HttpClient(base) } as { visitor: HttpClient } & Record<T, HttpClient>
  for (const role of roles) clients[role] = new HttpClient(base) as (typeof clients)[T]
  return clients
}

async function signInDemoClients<T extends DemoRole>(clients: Record<T, HttpClient>, roles: readonly T[]) {
  for (const role of roles) {
    const [email, password] = demoLogins[role]
    await clients[role].login(email, password)
  }
}

/** A visitor's client and one signed-in client per demo account asked for, on a running server. */
export async function demoClients<T extends DemoRole>(baseUrl: string, roles: readonly T[]) {
  const clients = newDemoClients(baseUrl, roles)
  await signInDemoClients(clients, roles)
  return clients
}

/**
 * For one test file: a visitor's client and one client per demo account asked for, on the file's
 * server (from `serverForFile`, called first). The accounts sign in before the tests, once the
 * server has started; the file's own `beforeAll` may use the clients.
 */
export function demoClientsForFile<T extends DemoRole>(server: { readonly url: string }, roles: readonly T[]) {
  const clients = newDemoClients(() => server.url, roles)
  beforeAll(() => signInDemoClients(clients, roles), 90_000)
  return clients
}

/** The path of the first article a news list page links to. */
export const firstArticlePath = (html: string) => /href="(\/news\/[a-z0-9-]+)"/.exec(html)![1]!

/** Checks an answer's status and that its page holds each of `texts`; gives the page for further checks. */
export async function expectPage(response: Response, status: number, texts: readonly string[]) {
  expect(response.status).toBe(status)
  const html = await response.text()
  for (const text of texts) expect(html).toContain(text)
  return html
}

/** A multipart POST (forms that carry files): `fields` with repeated values as arrays, and at most one file. */
export async function postMultipart(client: HttpClient, path: string, fields: Record<string, string | string[]>, file?: { field: string; name: string; type: string; bytes: Uint8Array }) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(key, one)
  if (file) body.set(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return fetch(client.baseUrl + path, { method: 'POST', body, headers: { cookie: client.cookieHeader, origin: client.baseUrl }, redirect: 'manual' })
}
