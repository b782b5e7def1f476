import type { Db } from '../db/client.server'
import { newMessageId, openTicket, type NewTicket } from './tickets.server'
import { sendTicketReceipt, supportDomain } from './support-mail.server'

/**
 * A request written on the site (the contact form, the profile's Support tab): the ticket is
 * opened and the customer is e-mailed its number and when to expect the reply, which the page
 * also shows.
 */
export async function openRequestFromSite(db: Db, input: Omit<NewTicket, 'via' | 'messageId'>) {
  const domain = supportDomain()
  const ticket = await openTicket(db, { ...input, via: 'web', messageId: newMessageId(domain) })
  await sendTicketReceipt(db, ticket, { messageId: newMessageId(domain), replyBy: ticket.firstResponseDueAt })
  return ticket
}
