import { describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile({ GITHUB_CLIENT_ID: 'gh-client-123', GITHUB_CLIENT_SECRET: 'gh-secret' })

describe('social sign-in', () => {
  it('shows only configured providers and sends the visitor to the provider with our client id', async () => {
    const client = new HttpClient(server.url)
    const page = await (await client.get('/login')).text()
    expect(page).toContain('GitHub')
    expect(page).not.toContain('>Google<')
    const response = await client.post('/auth/social', { provider: 'github', callbackURL: '/news' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!)
    expect(location.origin).toBe('https://github.com')
    expect(location.searchParams.get('client_id')).toBe('gh-client-123')
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/github')
  })

  it('passes the configured provider’s callback to the auth library, and only that', async () => {
    const callback = await fetch(`${server.url}/api/auth/callback/github?code=x&state=forged`, { redirect: 'manual' })
    expect(callback.status).toBe(302)
    expect((await fetch(`${server.url}/api/auth/callback/google?code=x&state=forged`, { redirect: 'manual' })).status).toBe(404)
    expect((await fetch(`${server.url}/api/auth/sign-in/social`, { method: 'POST', headers: { origin: server.url } })).status).toBe(404)
  })

  it('refuses a provider that is not configured', async () => {
    const response = await new HttpClient(server.url).post('/auth/social', { provider: 'google' })
    expect(response.status).toBe(400)
  })
})
