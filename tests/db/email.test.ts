import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { parseConfig, setConfig } from '../../app/config.server'
import { emails } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { sendEmail } from '../../app/email/mailer.server'
import { passwordResetEmail } from '../../app/email/templates'
import { freePort } from '../support/server-process'
import { smtpServerForFile } from '../support/smtp-server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const smtp = smtpServerForFile()
const { received } = smtp
afterAll(() => setConfig(undefined))

describe('e-mail', () => {
  it('is kept in the outbox when no SMTP server is configured', async () => {
    setConfig(parseConfig({}))
    const to = `outbox-${uniqueSuffix()}@example.com`
    const result = await sendEmail(db, { to, kind: 'password-reset', ...passwordResetEmail('Lumen', 'Ana', 'http://x/reset?token=abc') })
    expect(result.status).toBe('stored')
    const [row] = await db.select().from(emails).where(eq(emails.to, to))
    expect(row).toMatchObject({ transport: 'outbox', subject: 'Reset your Lumen password' })
    expect(row!.text).toContain('http://x/reset?token=abc')
    expect(row!.html).toContain('href="http://x/reset?token=abc"')
  })

  it('is delivered over SMTP with text and HTML parts when SMTP_URL is set', async () => {
    setConfig(parseConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Lumen <news@lumen.example>' }))
    const to = `smtp-${uniqueSuffix()}@example.com`
    const result = await sendEmail(db, { to, kind: 'password-reset', ...passwordResetEmail('Lumen', 'Ana', 'http://x/reset?token=abc') })
    expect(result.status).toBe('sent')
    const message = received.find((m) => m.to === to)!
    expect(message.raw).toContain('Subject: Reset your Lumen password')
    expect(message.raw).toContain('From: Lumen <news@lumen.example>')
    expect(message.raw).toMatch(/Content-Type: text\/plain/)
    expect(message.raw).toMatch(/Content-Type: text\/html/)
    const [row] = await db.select().from(emails).where(eq(emails.to, to))
    expect(row).toMatchObject({ transport: 'smtp', status: 'sent' })
  })

  it('records a failed delivery instead of failing the request', async () => {
    setConfig(parseConfig({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }))
    const to = `down-${uniqueSuffix()}@example.com`
    const result = await sendEmail(db, { to, kind: 'welcome', subject: 's', text: 't', html: '<p>t</p>' })
    expect(result.status).toBe('failed')
    const [row] = await db.select().from(emails).where(eq(emails.to, to))
    expect(row!.error).toBeTruthy()
  })
})
