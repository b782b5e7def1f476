import nodemailer, { type Transporter } from 'nodemailer'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { emails } from '../db/schema'
import { logError } from '../lib/log.server'

interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** What the message is for, e.g. "password-reset" (shown in the admin outbox). */
  kind: string
}

let transporter: { url: string; transport: Transporter } | undefined

function smtpTransport(url: string) {
  if (transporter?.url !== url) transporter = { url, transport: nodemailer.createTransport(url) }
  return transporter.transport
}

export function mailTransportName(): 'smtp' | 'outbox' {
  return getConfig().SMTP_URL ? 'smtp' : 'outbox'
}

/**
 * Sends a message through SMTP when SMTP_URL is set; otherwise it is kept in the outbox table.
 * Every message is recorded either way, with its delivery status.
 */
export async function sendEmail(db: Db, message: EmailMessage) {
  const { SMTP_URL, MAIL_FROM } = getConfig()
  let status: 'stored' | 'sent' | 'failed' = 'stored'
  let error: string | null = null
  if (SMTP_URL) {
    try {
      await smtpTransport(SMTP_URL).sendMail({ from: MAIL_FROM, ...message })
      status = 'sent'
    } catch (cause) {
      status = 'failed'
      error = cause instanceof Error ? cause.message : String(cause)
      logError(`email ${message.kind}`, cause)
    }
  }
  const [row] = await db
    .insert(emails)
    .values({ ...message, transport: SMTP_URL ? 'smtp' : 'outbox', status, error })
    .returning({ id: emails.id })
  return { id: row!.id, status }
}
