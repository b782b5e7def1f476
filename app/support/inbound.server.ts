import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { supportMessages, supportTickets } from '../db/schema'
import { stripQuotedText } from './quoted-text'
import { isTicketToken, tokenFromRecipients, tokenNumber } from './reply-address.server'
import { addCustomerReply, openTicket } from './tickets.server'

/** An e-mail that reached the desk, from the SMTP receiver or an inbound-parse webhook. */
export interface InboundEmail {
  from: { address: string; name: string }
  /** Every To and Cc address. */
  recipients: string[]
  subject: string
  text: string
  messageId: string | null
  inReplyTo: string | null
  references: string[]
}

type Match = { ticketId: string; rule: 'token' | 'in-reply-to' | 'references' | 'subject' } | { ticketId: null; rule: 'none' | 'forged-token' }

const ticketOfMessage = async (db: Db, ids: string[]) => {
  if (ids.length === 0) return null
  const [row] = await db.select({ ticketId: supportMessages.ticketId }).from(supportMessages).where(inArray(supportMessages.messageId, ids)).limit(1)
  return row?.ticketId ?? null
}

/**
 * The ticket an e-mail answers, in this order: the `support+{token}@` address it was sent to,
 * its In-Reply-To, its References, then a `[#1234]` subject tag (only from the ticket's own
 * requester: a number is easy to guess). A token that does not verify matches nothing, so a
 * forged address never reaches another customer's thread.
 */
export async function matchTicket(db: Db, mail: InboundEmail): Promise<Match> {
  const token = tokenFromRecipients(mail.recipients)
  if (token) {
    const number = tokenNumber(token)
    const [ticket] = number ? await db.select({ id: supportTickets.id, number: supportTickets.number }).from(supportTickets).where(eq(supportTickets.number, number)) : []
    return ticket && isTicketToken(token, ticket) ? { ticketId: ticket.id, rule: 'token' } : { ticketId: null, rule: 'forged-token' }
  }
  const byReply = await ticketOfMessage(db, mail.inReplyTo ? [mail.inReplyTo] : [])
  if (byReply) return { ticketId: byReply, rule: 'in-reply-to' }
  const byReferences = await ticketOfMessage(db, mail.references)
  if (byReferences) return { ticketId: byReferences, rule: 'references' }
  const tag = /\[#(\d{1,9})\]/.exec(mail.subject)
  if (tag) {
    const [ticket] = await db.select({ id: supportTickets.id, email: supportTickets.requesterEmail }).from(supportTickets).where(eq(supportTickets.number, Number(tag[1])))
    if (ticket && ticket.email === mail.from.address.trim().toLowerCase()) return { ticketId: ticket.id, rule: 'subject' }
  }
  return { ticketId: null, rule: 'none' }
}

/**
 * Files an incoming e-mail: the new text (quoted history and signature cut off) joins the
 * ticket it answers (reopening a pending or resolved one), or opens a ticket — also when it
 * answers a closed ticket. A message delivered twice (same Message-ID) is filed once.
 */
export async function receiveSupportEmail(db: Db, mail: InboundEmail, now = new Date()) {
  if (mail.messageId) {
    const [seen] = await db.select({ ticketId: supportMessages.ticketId }).from(supportMessages).where(eq(supportMessages.messageId, mail.messageId))
    if (seen) return { ticketId: seen.ticketId, isNew: false, rule: 'duplicate' as const }
  }
  const body = stripQuotedText(mail.text).slice(0, 20_000)
  const match = await matchTicket(db, mail)
  const from = mail.from.address.trim().toLowerCase()
  if (match.ticketId) {
    const [ticket] = await db.select({ email: supportTickets.requesterEmail }).from(supportTickets).where(eq(supportTickets.id, match.ticketId))
    const authorName = ticket?.email === from ? undefined : mail.from.name || from
    if (await addCustomerReply(db, { ticketId: match.ticketId, body, via: 'email', messageId: mail.messageId, authorName, now })) {
      return { ticketId: match.ticketId, isNew: false, rule: match.rule }
    }
  }
  const subject = mail.subject.replace(/\[#\d{1,9}\]\s*/g, '').trim()
  const ticket = await openTicket(db, { email: from, name: mail.from.name, category: 'support', subject, body, via: 'email', messageId: mail.messageId, now })
  return { ticketId: ticket.id, isNew: true, rule: match.rule }
}
