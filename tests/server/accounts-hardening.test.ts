import { describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile({ TRUST_PROXY: '1' })

// One trusted proxy hop: the client is the address that proxy saw (the rightmost entry).

const postJson = (path: string, body: unknown) =>
  fetch(server.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json', origin: server.url }, body: JSON.stringify(body), redirect: 'manual' })

describe('the auth library’s own endpoints', () => {
  it('are not reachable: sign-in, sign-up, resets and sessions go through the site’s forms only', async () => {
    const email = `probe-${Date.now()}@example.com`
    expect((await postJson('/api/auth/sign-up/email', { name: 'x'.repeat(5000), email, password: 'aaaaaaaa' })).status).toBe(404)
    for (let i = 0; i < 8; i++) expect((await postJson('/api/auth/sign-in/email', { email: 'free@lumen.example', password: `guess-${i}` })).status).toBe(404)
    expect((await postJson('/api/auth/sign-in/email', { email: 'free@lumen.example', password: 'LumenFree!2026' })).status).toBe(404)
    expect((await postJson('/api/auth/request-password-reset', { email: 'free@lumen.example' })).status).toBe(404)
    expect((await fetch(`${server.url}/api/auth/get-session`)).status).toBe(404)
    expect((await fetch(`${server.url}/api/auth/callback/google?code=x&state=y`, { redirect: 'manual' })).status).toBe(404)
    // The probe's sign-up made no account.
    expect((await new HttpClient(server.url).post('/login', { email, password: 'aaaaaaaa' })).status).toBe(401)
  })
})

describe('redirect targets', () => {
  it('a non-ASCII target is refused like an off-site one: the page renders and sign-in keeps its cookie', async () => {
    const client = new HttpClient(server.url)
    expect((await client.get('/login?redirect=/%E3%80%82x')).status).toBe(200)
    const response = await client.post('/login?redirect=/%E3%80%82x', { email: 'free@lumen.example', password: 'LumenFree!2026' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('lumen.session_token='))).toBe(true)
    const back = await client.post('/preferences', { intent: 'theme', theme: 'light', returnTo: '/\u3002x' })
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('/')
  })
})

describe('client addresses behind a proxy', () => {
  it('come from the nearest trusted proxy, so a client cannot dodge limits by writing its own X-Forwarded-For', async () => {
    const reset = (forwardedFor: string) =>
      new HttpClient(server.url).post('/forgot-password', { email: `nobody-${Math.random()}@example.com` }, { 'x-forwarded-for': forwardedFor })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await reset(`10.9.${i}.1, 198.51.100.23`)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect((await reset('10.9.0.1, 198.51.100.24')).status).toBe(200)
  })
})

describe('logs', () => {
  it('a registration with a taken e-mail is logged without the address or a stack of lines', async () => {
    const before = server.output().length
    const response = await new HttpClient(server.url).post('/register', {
      name: 'Second Free', email: 'free@lumen.example', password: 'Another-Pass-9!', confirmPassword: 'Another-Pass-9!', terms: 'on',
    })
    expect(response.status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const added = server.output().slice(before)
    expect(added).not.toContain('free@lumen.example')
    // Lines of requests made before (their access lines are written as they end) are not this one's.
    const ours = added.split('\n').filter(Boolean).filter((line) => !/"route":"(?!\/register")/.test(line))
    expect(ours.some((line) => line.includes('"route":"/register"'))).toBe(true)
    expect(ours.length).toBeLessThanOrEqual(2)
  })
})
