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
