import nodemailer, { type Transporter } from 'nodemailer'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { emails } from '../db/schema'
import { logError } from '../lib/log.server'

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** What the message is for, e.g. "password-reset" (shown in the admin outbox). */
  kind: string
  /** Extra headers, e.g. a newsletter's List-Unsubscribe. */
  headers?: Record<string, string>
}

export interface SentEmail {
  id: string
  status: 'stored' | 'sent' | 'failed'
  error: string | null
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
  const [sent] = await sendEmails(db, [message])
  return { id: sent!.id, status: sent!.status }
}

const SMTP_PARALLEL = 5

/**
 * Sends several messages (a newsletter batch): over SMTP a few at a time, then records them
 * all in one statement. Returns each message's outcome, in order; a failed send is recorded
 * with its error, not thrown.
 */
export async function sendEmails(db: Db, messages: EmailMessage[]): Promise<SentEmail[]> {
  if (messages.length === 0) return []
  const { SMTP_URL, MAIL_FROM } = getConfig()
  const outcomes: { status: SentEmail['status']; error: string | null }[] = messages.map(() => ({ status: 'stored', error: null }))
  if (SMTP_URL) {
    const transport = smtpTransport(SMTP_URL)
    for (let start = 0; start < messages.length; start += SMTP_PARALLEL) {
      await Promise.all(
        messages.slice(start, start + SMTP_PARALLEL).map(async (message, offset) => {
          try {
            await transport.sendMail({ from: MAIL_FROM, ...message })
            outcomes[start + offset] = { status: 'sent', error: null }
          } catch (cause) {
            outcomes[start + offset] = { status: 'failed', error: cause instanceof Error ? cause.message : String(cause) }
            logError(`email ${message.kind}`, cause)
          }
        }),
      )
    }
  }
  const rows = await db
    .insert(emails)
    .values(messages.map((message, index) => ({ ...message, headers: message.headers ?? null, transport: SMTP_URL ? 'smtp' : 'outbox', ...outcomes[index]! })))
    .returning({ id: emails.id })
  return rows.map((row, index) => ({ id: row.id, ...outcomes[index]! }))
}
