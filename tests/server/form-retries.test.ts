import { describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile()

const keyIn = (html: string) => /<input type="hidden" name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1]

describe('a form sent again without JavaScript (a retry after a timeout)', () => {
  // A member's pages carry the server's key; a visitor's browser makes its own (tests/server/request-hardening.test.ts).
  it('carries a new key in every page rendered for a member, and a repeat of the same contact message opens one ticket', async () => {
    const visitor = new HttpClient(server.url)
    await visitor.login('free@lumen.example', 'LumenFree!2026')
    const page = await (await visitor.get('/contact')).text()
    const key = keyIn(page)!
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyIn(await (await visitor.get('/advertising')).text())).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyIn(await (await visitor.get('/advertising')).text())).not.toBe(key)
    const subject = `Retried message ${Date.now()}`
    const form = { name: 'Rosa Díaz', email: 'rosa@example.com', subject, category: 'general', message: 'Sent twice by the browser.', idempotencyKey: key }
    for (const attempt of [1, 2]) {
      const response = await visitor.post('/contact', form)
      expect(response.status, `attempt ${attempt}`).toBe(200)
      expect(await response.text()).toContain('Message Sent Successfully!')
    }
    const admin = new HttpClient(server.url)
    await admin.login('admin@lumen.example', 'LumenAdmin!2026')
    const queue = await (await admin.get(`/admin/support?q=${encodeURIComponent(subject)}`)).text()
    expect(queue.split(`${subject}</a>`).length - 1).toBe(1)
  })

  it('puts the key in the footer newsletter form and the comment form', async () => {
    const member = new HttpClient(server.url)
    await member.login('free@lumen.example', 'LumenFree!2026')
    const news = await (await member.get('/news')).text()
    const article = /href="(\/news\/[a-z0-9-]+)"/.exec(news)![1]!
    const html = await (await member.get(article)).text()
    const forms = html.split('<form').filter((f) => f.includes('name="idempotencyKey"'))
    expect(forms.some((f) => f.includes('action="/newsletter"'))).toBe(true)
    expect(forms.some((f) => f.includes('name="content"'))).toBe(true)
  })
})
