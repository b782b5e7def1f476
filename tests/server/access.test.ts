import { beforeAll, describe, expect, it } from 'vitest'
import { demoClientsForFile, expectPage, firstArticlePath, HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile()
const { visitor, member, admin } = demoClientsForFile(server, ['member', 'admin'])
let articlePath: string

beforeAll(async () => {
  articlePath = firstArticlePath(await (await visitor.get('/news')).text())
})

describe('who may do what, checked by sending the requests directly', () => {
  it('session cookies are HttpOnly and SameSite=Lax', async () => {
    const response = await new HttpClient(server.url).post('/login', { email: 'free@lumen.example', password: 'LumenFree!2026', rememberMe: 'on' })
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('lumen.session_token='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Max-Age=\d+/i)
    const browserSession = await new HttpClient(server.url).post('/login', { email: 'free@lumen.example', password: 'LumenFree!2026' })
    const shortCookie = browserSession.headers.getSetCookie().find((c) => c.startsWith('lumen.session_token='))!
    expect(shortCookie).not.toMatch(/Max-Age|Expires/i)
  })

  it('visitors are sent to login from member pages and cannot like, save or comment', async () => {
    for (const path of ['/profile', '/profile/export', '/profile?tab=security']) {
      const response = await visitor.get(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location')).toMatch(/^\/login\?redirect=/)
    }
    const forms: Record<string, string>[] = [{ intent: 'like', isOn: 'true' }, { intent: 'bookmark', isOn: 'true' }, { intent: 'comment', content: 'hi' }]
    for (const form of forms) {
      const response = await visitor.post(articlePath, form)
      expect(response.status, form.intent).toBe(302)
      expect(response.headers.get('location')).toMatch(/^\/login/)
    }
    expect((await visitor.post('/notifications', { intent: 'read-all' })).status).toBe(302)
  })

  it('visitors go to login and members get Access Denied (403) in the admin area', async () => {
    for (const path of ['/admin', '/admin/emails/00000000-0000-4000-8000-000000000000']) {
      const anonymous = await visitor.get(path)
      expect(anonymous.status).toBe(302)
      expect(anonymous.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`)
      const forbidden = await member.get(path)
      expect(forbidden.status).toBe(403)
      expect(await forbidden.text()).toContain('Access Denied')
    }
    const allowed = await admin.get('/admin')
    expect(allowed.status).toBe(200)
    expect(await allowed.text()).toContain('E-mail outbox')
  })

  it('a member cannot touch another member data', async () => {
    const fakeId = '00000000-0000-4000-8000-000000000000'
    expect((await member.post('/notifications', { intent: 'read', id: fakeId })).status).toBe(404)
    await admin.post(articlePath, { intent: 'comment', content: 'Admin comment for the access test' })
    const page = await (await member.get(articlePath)).text()
    const commentId = /id="comment-([0-9a-f-]{36})"/.exec(page)![1]!
    const response = await member.post(articlePath, { intent: 'delete-comment', commentId })
    expect(response.status).toBe(403)
    expect(await (await member.get(articlePath)).text()).toContain('Admin comment for the access test')
    expect((await member.post('/profile', { intent: 'revoke-session', sessionId: 'someone-elses' })).status).toBe(404)
  })

  it('state changes from another site are refused', async () => {
    const response = await member.post(articlePath, { intent: 'like', isOn: 'true' }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })

  it('logout is POST only', async () => {
    const client = new HttpClient(server.url)
    await client.login('premium@lumen.example', 'LumenPremium!2026')
    await client.get('/logout')
    expect((await client.get('/profile')).status).toBe(200)
    await client.post('/logout', {})
    expect((await client.get('/profile')).status).toBe(302)
  })
})

describe('bad input gets the field message, keeps what was typed, and never a 500', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['/register', { name: '', email: 'x', password: 'a', confirmPassword: 'b' }, /Name is required/],
    ['/register', { name: '<script>alert(1)</script>', email: 'not-an-email', password: 'Orbit!Lamp42', confirmPassword: 'Orbit!Lamp42', terms: 'on' }, /Please enter a valid email address/],
    ['/register', { name: 'Zoë 🚀', email: 'zoe@example.com', password: 'weakpass', confirmPassword: 'weakpass', terms: 'on' }, /Password does not meet requirements/],
    ['/register', { name: 'Zoë', email: 'zoe@example.com', password: 'Orbit!Lamp42', confirmPassword: 'Orbit!Lamp43', terms: 'on' }, /Passwords do not match/],
    ['/register', { name: 'Zoë', email: 'zoe@example.com', password: 'Orbit!Lamp42', confirmPassword: 'Orbit!Lamp42' }, /You must accept the terms and conditions/],
    ['/register', { name: 'x'.repeat(101), email: 'zoe@example.com', password: 'Orbit!Lamp42', confirmPassword: 'Orbit!Lamp42', terms: 'on' }, /at most 100 characters/],
    ['/login', { email: '', password: '' }, /Email is required/],
    ['/login', { email: 'a'.repeat(300) + '@example.com', password: 'x' }, /Email is too long/],
    ['/forgot-password', { email: '\u0000' }, /This field contains a NUL character/],
    ['/newsletter', { email: '' }, /Email is required/],
  ]
  for (const [path, form, message] of cases) {
    it(`${path} rejects ${JSON.stringify(form).slice(0, 60)}`, async () => {
      const response = await new HttpClient(server.url).post(path, form)
      expect(response.status).toBe(400)
      const body = await response.text()
      expect(body).toMatch(message)
      if (path === '/register' && form.name) expect(body).toContain(form.name.replace(/</g, '&lt;').replace(/>/g, '&gt;').slice(0, 30))
      expect(body).not.toContain('<script>alert(1)</script>')
    })
  }

  it('profile fields are validated and the typed values are kept', async () => {
    const response = await member.post('/profile', { intent: 'profile', name: 'Felix', website: 'javascript:alert(1)', twitter: 'no spaces allowed', bio: 'Ünïcödé bio ✓', linkedin: '' })
    await expectPage(response, 400, ['Website must be a web address starting with https://', 'Twitter handle may use letters, digits and _ (up to 15)', 'Ünïcödé bio ✓'])
  })

  it('an over-long comment is refused with its message', async () => {
    await expectPage(await member.post(articlePath, { intent: 'comment', content: 'x'.repeat(5001) }), 400, ['at most 5000 characters'])
  })
})

describe('abuse limits', () => {
  it('repeated failed logins for one account get a clear 429', async () => {
    const client = new HttpClient(server.url)
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/login', { email: 'target@example.com', password: 'wrong' })).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    const last = await client.post('/login', { email: 'target@example.com', password: 'wrong' })
    expect(last.status).toBe(429)
    expect(await last.text()).toContain('Too many attempts')
  })

  it('an unknown e-mail and a wrong password get the same answer', async () => {
    const unknown = await new HttpClient(server.url).post('/login', { email: 'nobody-here@example.com', password: 'Whatever!1a' })
    const wrong = await new HttpClient(server.url).post('/login', { email: 'premium@lumen.example', password: 'Whatever!1a' })
    expect(unknown.status).toBe(wrong.status)
    expect(await unknown.text()).toContain('Invalid email or password')
    expect(await wrong.text()).toContain('Invalid email or password')
  })
})
