import { timingSafeEqual } from 'node:crypto'
import { getConfig } from '../config.server'
import { sign } from '../lib/signer.server'

const PURPOSE = 'support-reply'

/**
 * A ticket's reply token: its number and a signature of its id, in lower-case hex so that a
 * mail system that lowercases addresses keeps it valid (`1042x3f9c…`). It goes into the
 * `Reply-To` address and the link visitors open their ticket with.
 */
export function replyToken(ticket: { id: string; number: number }) {
  return `${ticket.number}x${signatureOf(ticket.id)}`
}

const signatureOf = (ticketId: string) => Buffer.from(sign(PURPOSE, ticketId), 'base64url').toString('hex').slice(0, 24)

/** The ticket number a token names, before its signature is checked (null for no token shape). */
export function tokenNumber(token: string) {
  const match = /^(\d{1,9})x([0-9a-f]{24})$/.exec(token.toLowerCase())
  return match ? Number(match[1]) : null
}

/** Whether `token` was made for this ticket (compared in constant time). */
export function isTicketToken(token: string, ticket: { id: string; number: number }) {
  const expected = Buffer.from(replyToken(ticket))
  const given = Buffer.from(token.toLowerCase())
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The desk's address split into its parts. */
function supportAddress() {
  const [local, domain] = getConfig().SUPPORT_ADDRESS.toLowerCase().split('@') as [string, string]
  return { local, domain }
}

/** The address a ticket's replies go to: `support+{token}@domain`. */
export function replyAddress(ticket: { id: string; number: number }) {
  const { local, domain } = supportAddress()
  return `${local}+${replyToken(ticket)}@${domain}`
}

/** The token of the first recipient that is a `support+{token}@` address of this desk, if any. */
export function tokenFromRecipients(recipients: readonly string[]) {
  const { local, domain } = supportAddress()
  for (const recipient of recipients) {
    const address = (/<([^>]+)>/.exec(recipient)?.[1] ?? recipient).trim().toLowerCase()
    const match = /^([^@+]+)\+([^@]+)@(.+)$/.exec(address)
    if (match && match[1] === local && match[3] === domain) return match[2]!
  }
  return null
}
