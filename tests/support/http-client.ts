/** A tiny cookie-keeping HTTP client for driving the server like a browser without JavaScript. */
export class HttpClient {
  private cookies = new Map<string, string>()

  constructor(readonly baseUrl: string) {}

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

  async get(path: string) {
    const response = await fetch(this.baseUrl + path, { headers: { cookie: this.cookieHeader }, redirect: 'manual' })
    this.remember(response)
    return response
  }

  async post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(this.baseUrl + path, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { cookie: this.cookieHeader, origin: this.baseUrl, ...headers },
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
} as const

/** A visitor's client and one signed-in client per demo account asked for, on a running server. */
export async function demoClients<T extends keyof typeof demoLogins>(baseUrl: string, roles: readonly T[]) {
  const clients = { visitor: new HttpClient(baseUrl) } as { visitor: HttpClient } & Record<T, HttpClient>
  for (const role of roles) {
    const client = new HttpClient(baseUrl)
    const [email, password] = demoLogins[role]
    await client.login(email, password)
    clients[role] = client as (typeof clients)[T]
  }
  return clients
}
