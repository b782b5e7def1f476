import { asc, eq, isNotNull, and } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { supportMessages } from '../db/schema'
import { sendEmail } from '../email/mailer.server'
import { layout } from '../email/templates'
import { replyAddress, replyToken } from './reply-address.server'
import { formatSupportTime } from './support-time'

interface MailTicket {
  id: string
  number: number
  subject: string
  requesterEmail: string
  requesterName: string
}

/** The desk's domain (Message-IDs are made on it). */
export const supportDomain = () => getConfig().SUPPORT_ADDRESS.split('@')[1]!.toLowerCase()

/** Where a customer reads and answers a ticket without signing in: its signed link. */
export const ticketLink = (ticket: { id: string; number: number }) => `${getConfig().SITE_URL.replace(/\/$/, '')}/support/tickets/${ticket.number}?token=${replyToken(ticket)}`

/** When a reply is due, as the customer reads it: in the desk's time zone, said so. */
export const replyByText = (at: Date) => `${formatSupportTime(at, 'en-US')} Pacific time`

const subjectOf = (ticket: MailTicket) => `[#${ticket.number}] ${ticket.subject}`

/**
 * Threading headers of a message in a ticket's thread: its own Message-ID, the message it
 * answers and every earlier one (so replies thread in any mail program, also with people in
 * copy), and a Reply-To that leads back to this ticket.
 */
async function threadHeaders(db: Db, ticket: MailTicket, messageId: string) {
  const earlier = await db
    .select({ messageId: supportMessages.messageId })
    .from(supportMessages)
    .where(and(eq(supportMessages.ticketId, ticket.id), isNotNull(supportMessages.messageId)))
    .orderBy(asc(supportMessages.position))
  const references = earlier.map((m) => m.messageId!).filter((id) => id !== messageId)
  return {
    'Message-ID': messageId,
    'Reply-To': replyAddress(ticket),
    ...(references.length > 0 ? { 'In-Reply-To': references.at(-1)!, References: references.join(' ') } : {}),
  }
}

/** The receipt a customer gets for a new ticket: its number and when to expect the reply. */
export async function sendTicketReceipt(db: Db, ticket: MailTicket, { messageId, replyBy }: { messageId: string; replyBy: Date }) {
  const site = getConfig().SITE_NAME
  await sendEmail(db, {
    to: ticket.requesterEmail,
    kind: 'support-receipt',
    subject: subjectOf(ticket),
    headers: await threadHeaders(db, ticket, messageId),
    ...layout(
      site,
      [`Hi ${ticket.requesterName},`, `We received your message and opened ticket #${ticket.number}. Expect our reply by ${replyByText(replyBy)}.`, 'Reply to this e-mail to add to your request.'],
      { label: 'Open your ticket', url: ticketLink(ticket) },
      'Support hours: Monday to Friday 9:00–18:00, Saturday 10:00–16:00 Pacific time; closed on Sundays.',
    ),
  })
}

/** A staff reply, e-mailed to the customer in the ticket's thread. */
export async function sendStaffReply(db: Db, ticket: MailTicket, { messageId, body, staffName }: { messageId: string; body: string; staffName: string }) {
  const site = getConfig().SITE_NAME
  await sendEmail(db, {
    to: ticket.requesterEmail,
    kind: 'support-reply',
    subject: `Re: ${subjectOf(ticket)}`,
    headers: await threadHeaders(db, ticket, messageId),
    ...layout(site, [`Hi ${ticket.requesterName},`, ...body.split(/\n{2,}/), `${staffName}, ${site} support`], { label: 'Open your ticket', url: ticketLink(ticket) }, 'Reply to this e-mail to answer.'),
  })
}
