import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { demoLogins, HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'
import { smtpServerForFile } from '../support/smtp-server'

const smtp = smtpServerForFile()
// A page cache of a minute, so every visitor fetch below is answered from one stored copy.
const server = serverForFile(() => ({ PAGE_CACHE_SECONDS: '60', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }))

/** The idempotency fields of a page's forms: the value each carries, or '' when it has none. */
const formKeysIn = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="idempotencyKey"(?: value="([^"]*)")?/g)].map((match) => match[1] ?? '')

/** A POST with headers Node's fetch would not let a test choose (Host). */
function rawPost(url: string, path: string, headers: Record<string, string>, body: string) {
  const { port } = new URL(url)
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
    request.end(body)
  })
}

describe('a malformed address in the API', () => {
  it('is answered with the API’s JSON error, and no stack trace is logged', async () => {
    const before = server.output().length
    const response = await fetch(`${server.url}/api/v1/articles/%C0%AF`)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ error: { code: 'invalid_path', message: expect.stringContaining('percent-encoded') } })
    const logged = server.output().slice(before)
    expect(logged).not.toMatch(/URIError|\n\s+at /)
  })
})

describe('the cross-site request check', () => {
  it('refuses a foreign Origin even when the Host header names the same foreign site', async () => {
    const member = new HttpClient(server.url)
    await member.login(...demoLogins.member)
    const body = new URLSearchParams({ intent: 'read-all' }).toString()
    const forged = await rawPost(server.url, '/notifications', { origin: 'http://evil.example', host: 'evil.example', cookie: member.cookieHeader }, body)
    expect(forged).toBe(403)
    const own = await rawPost(server.url, '/notifications', { origin: server.url, cookie: member.cookieHeader }, body)
    expect(own).not.toBe(403)
  })
})

describe('one-time form keys', () => {
  it('are not part of a page copy shared between visitors, while a member’s every render has a new one', async () => {
    const first = await (await fetch(`${server.url}/`)).text()
    const second = await fetch(`${server.url}/`)
    expect(second.headers.get('age'), 'the second visitor gets the stored copy').not.toBeNull()
    const firstKeys = formKeysIn(first)
    expect(firstKeys.length, 'the footer newsletter form').toBeGreaterThan(0)
    expect(firstKeys.every((key) => key === '')).toBe(true)
    expect(formKeysIn(await second.text()).every((key) => key === '')).toBe(true)

    const member = new HttpClient(server.url)
    await member.login(...demoLogins.member)
    const [memberFirst] = formKeysIn(await (await member.get('/')).text())
    const [memberSecond] = formKeysIn(await (await member.get('/')).text())
    expect(memberFirst).toMatch(/^[0-9a-f-]{36}$/)
    expect(memberSecond).toMatch(/^[0-9a-f-]{36}$/)
    expect(memberSecond).not.toBe(memberFirst)
  })

  it('let a second sign-up of a confirmed address from the same network say it is already subscribed', async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`
    const visitor = new HttpClient(server.url)
    // Each visitor's browser makes its own key for the form (app/ui/idempotency-field.tsx).
    const signUp = () => visitor.post('/newsletter', { email, idempotencyKey: randomUUID() })
    const firstAnswer = await signUp()
    expect(firstAnswer.status).toBe(200)
    expect(await firstAnswer.text()).toContain('Successfully subscribed!')
    let mail: { raw: string } | undefined
    for (let tries = 0; tries < 50 && !mail; tries++) {
      mail = smtp.received.find((message) => message.to === email)
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const confirmPath = /\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![0]
    expect((await visitor.get(confirmPath)).status).toBe(200)
    const again = await signUp()
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('You are already subscribed to our newsletter!')
  })
})
