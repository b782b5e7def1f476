import type { MessageKey } from '../../i18n/en'

const statusKeys: Record<string, MessageKey> = {
  new: 'support.status.new',
  open: 'support.status.open',
  pending: 'support.status.pending',
  resolved: 'support.status.resolved',
  closed: 'support.status.closed',
  spam: 'support.status.spam',
}

/** A ticket status as customers read it ("Waiting for your reply"). */
export const ticketStatusKey = (status: string): MessageKey => statusKeys[status] ?? 'support.status.open'
