import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import { beforeAll, describe, expect, it } from 'vitest'
import { inboundSignature } from '../../app/support/inbound-signature.server'
import { browserUserAgent, demoLogins, expectPage, HttpClient } from '../support/http-client'
import { freePort, serverForFile } from '../support/server-process'
import { smtpServerForFile } from '../support/smtp-server'

const sink = smtpServerForFile()
const ports = { receiver: 0 }
beforeAll(async () => {
  ports.receiver = await freePort()
})
const secret = 'inbound-secret-for-the-support-desk-tests'
const server = serverForFile(() => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SUPPORT_SMTP_PORT: String(ports.receiver), SUPPORT_INBOUND_SECRET: secret }))
const client = () => new HttpClient(() => server.url, { 'user-agent': browserUserAgent })

/** The newest message the site sent to `to` whose subject matches, read as a mail program would. */
async function lastMailTo(to: string, subject: RegExp) {
  for (let tries = 0; tries < 50; tries++) {
    const found = sink.received.filter((m) => m.to === to)
    for (const message of found.reverse()) {
      const mail = await simpleParser(message.raw)
      if (subject.test(mail.subject ?? '')) return mail
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no mail to ${to} matching ${subject}`)
}

async function signedInAdmin() {
  const admin = client()
  await admin.login(...demoLogins.admin)
  return admin
}

describe('support tickets by e-mail', () => {
  const email = `mara-${Date.now()}@fernleaf.example`
  let ticketPath = ''
  let staffReply: Awaited<ReturnType<typeof simpleParser>>

  it('answers a contact message with the ticket number and the reply time, and e-mails a receipt that threads', async () => {
    const page = await client().post('/contact', { name: 'Mara Quist', email, subject: 'Invoices for our accounting team', category: 'billing', message: 'Can invoices go to accounts@fernleaf.example instead of me?' })
    const html = await expectPage(page, 200, ['Message Sent Successfully!', 'Expect our reply by'])
    const number = /ticket #(\d+)/.exec(html)![1]!
    ticketPath = `/admin/support/${number}`
    const receipt = await lastMailTo(email, new RegExp(`^\\[#${number}\\] Invoices for our accounting team$`))
    expect(receipt.replyTo?.value[0]?.address).toMatch(new RegExp(`^support\\+${number}x[0-9a-f]{24}@lumen\\.example$`))
    expect(receipt.messageId).toMatch(/^<[0-9a-f-]{36}@lumen\.example>$/)
    // The receipt's link opens the ticket without signing in; another token does not.
    const link = /https?:\/\/[^\s]+\/support\/tickets\/\d+\?token=[0-9a-fx]+/.exec(receipt.text ?? '')![0]
    const path = link.replace(/^https?:\/\/[^/]+/, '')
    await expectPage(await client().get(path), 200, ['Invoices for our accounting team', 'Received'])
    expect((await client().get(path.replace(/token=.*/, `token=${number}x${'0'.repeat(24)}`))).status).toBe(404)
    expect((await client().get(`/support/tickets/${number}`)).status).toBe(404)
  })

  it('sends a staff reply with Message-ID, In-Reply-To, References, the ticket tag and a reply address of the ticket', async () => {
    const admin = await signedInAdmin()
    await expectPage(await admin.get(ticketPath), 200, ['Invoices for our accounting team', 'Mara Quist'])
    const sent = await admin.post(ticketPath, { intent: 'reply', body: 'Yes: from the next invoice on, they go to accounts@fernleaf.example.', status: 'pending' })
    await expectPage(sent, 200, [`Reply sent to ${email}.`])
    staffReply = await lastMailTo(email, /^Re: \[#\d+\] Invoices for our accounting team$/)
    expect(staffReply.messageId).toMatch(/^<[0-9a-f-]{36}@lumen\.example>$/)
    expect(staffReply.inReplyTo).toMatch(/^<[0-9a-f-]{36}@lumen\.example>$/)
    expect([staffReply.references].flat().length).toBeGreaterThanOrEqual(1)
    expect(staffReply.replyTo?.value[0]?.address).toMatch(/^support\+\d+x[0-9a-f]{24}@lumen\.example$/)
    expect(await (await admin.get(ticketPath)).text()).toContain('pending</option>')
  })

  it('files the customer’s reply sent to the SMTP receiver in the same ticket, without the quote, and reopens it', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: ports.receiver, secure: false, ignoreTLS: true })
    await transport.sendMail({
      from: `Mara Quist <${email}>`,
      to: 'support@lumen.example',
      subject: `Re: ${staffReply.subject}`,
      inReplyTo: staffReply.messageId,
      references: [staffReply.messageId!],
      text: `Perfect, thank you!\n\nOn Tue, Mara wrote:\n> Yes: from the next invoice on\n`,
    })
    const admin = await signedInAdmin()
    const html = await expectPage(await admin.get(ticketPath), 200, ['Perfect, thank you!'])
    expect(html).not.toContain('&gt; Yes: from the next invoice on')
    expect(html).toMatch(/<option value="open" selected="">open<\/option>/)
    // The receiver takes mail for the desk only.
    await expect(transport.sendMail({ from: email, to: 'someone@elsewhere.example', subject: 'Relay?', text: 'No.' })).rejects.toThrow(/550/)
  })

  it('takes inbound mail from a provider’s signed webhook, and refuses a bad signature or body with a 4xx', async () => {
    const body = JSON.stringify({ from: { address: 'lena@example.org', name: 'Lena Ortiz' }, to: ['support@lumen.example'], subject: 'Audio transcript missing', text: 'Episode 7 has no transcript.' })
    const post = (payload: string, { signature, timestamp = String(Math.floor(Date.now() / 1000)) }: { signature?: string; timestamp?: string } = {}) =>
      fetch(`${server.url}/api/support/inbound`, { method: 'POST', body: payload, headers: { 'Content-Type': 'application/json', 'X-Lumen-Timestamp': timestamp, 'X-Lumen-Signature': signature ?? inboundSignature(secret, timestamp, payload) } })
    const accepted = await post(body)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ received: true, isNewTicket: true })
    expect((await post(body, { signature: inboundSignature('another-secret-of-enough-length', '1', body) })).status).toBe(401)
    const stale = String(Math.floor(Date.now() / 1000) - 3600)
    expect((await post(body, { timestamp: stale, signature: inboundSignature(secret, stale, body) })).status).toBe(401)
    expect((await post('not json')).status).toBe(400)
    expect((await post(JSON.stringify({ to: [] }))).status).toBe(400)
    const admin = await signedInAdmin()
    await expectPage(await admin.get('/admin/support?q=transcript'), 200, ['Audio transcript missing', 'Lena Ortiz'])
  })

  it('answers bad input on the support pages with a 4xx and keeps what was typed', async () => {
    const admin = await signedInAdmin()
    await expectPage(await admin.post(ticketPath, { intent: 'reply', body: '   ', status: 'pending' }), 400, ['Write the reply.'])
    await expectPage(await admin.post(ticketPath, { intent: 'update', status: 'archived', priority: 'high' }), 400, [])
    await expectPage(await admin.post(ticketPath, { intent: 'update', status: 'open', priority: 'high', assigneeId: 'not-staff' }), 400, ['Choose a member of staff.'])
    expect((await admin.post('/admin/support', { intent: 'closed' })).status).toBe(400)
    expect((await admin.get('/admin/support/not-a-number')).status).toBe(404)
    expect((await admin.get('/admin/support/999999')).status).toBe(404)
    await expectPage(await admin.post('/admin/support/replies', { intent: 'create', title: 'Only a title', body: '' }), 400, ['Write the reply.', 'Only a title'])
    const member = client()
    await member.login(...demoLogins.premium)
    const mine = await (await member.get('/profile?tab=support')).text()
    const path = /href="(\/support\/tickets\/\d+)"/.exec(mine)![1]!
    await expectPage(await member.post(path, { intent: 'reply', body: '' }), 400, ['Write your reply.'])
    await expectPage(await member.post('/profile', { intent: 'support-request', subject: 'Kept subject', category: 'support', message: '' }), 400, ['Kept subject'])
    expect((await member.get('/support/tickets/1001')).status).toBe(404)
  })
})
