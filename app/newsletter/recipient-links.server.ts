import { getConfig } from '../config.server'
import { hasValidSignature, sign } from '../lib/signer.server'
import type { EditionKind } from '../db/schema'

/**
 * Who a newsletter e-mail's links act for, without signing in: a subscriber by their
 * subscription token (random, secret), or a member by their id signed with the site's secret.
 */
export type Recipient = { kind: 'subscriber'; token: string } | { kind: 'member'; userId: string }

const purpose = 'newsletter-member'

/** The `token` parameter of a recipient's links. */
export function recipientToken(recipient: Recipient) {
  return recipient.kind === 'subscriber' ? recipient.token : `m.${recipient.userId}.${sign(purpose, recipient.userId)}`
}

/** The recipient a link's `token` names, or null when it is malformed or its signature is wrong. */
export function readRecipientToken(token: string): Recipient | null {
  const member = /^m\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (member) return hasValidSignature(purpose, member[1]!, member[2]!) ? { kind: 'member', userId: member[1]! } : null
  return /^[A-Za-z0-9_-]{16,64}$/.test(token) ? { kind: 'subscriber', token } : null
}

/** A delivery's `recipient` column (`s:<token>` or `u:<user id>`) as a Recipient. */
export function recipientOfDelivery(column: string): Recipient {
  return column.startsWith('u:') ? { kind: 'member', userId: column.slice(2) } : { kind: 'subscriber', token: column.slice(2) }
}

/** A recipient as a delivery's `recipient` column names it (the inverse of recipientOfDelivery). */
export const deliveryRecipient = (recipient: Recipient) => (recipient.kind === 'member' ? `u:${recipient.userId}` : `s:${recipient.token}`)

/** What one click unsubscribes from: one kind of edition, or everything. */
export type UnsubscribeScope = EditionKind | 'comment_replies' | 'welcome_series' | 'all'

/** A reader's unsubscribe and preferences links; `copyId` names the edition copy they came in, for its report. */
export function recipientLinks(recipient: Recipient, scope: UnsubscribeScope, copyId?: string) {
  const { SITE_URL } = getConfig()
  const token = encodeURIComponent(recipientToken(recipient))
  return {
    unsubscribe: `${SITE_URL}/newsletter/unsubscribe?token=${token}&kind=${scope}${copyId ? `&copy=${copyId}` : ''}`,
    preferences: `${SITE_URL}/newsletter/preferences?token=${token}`,
  }
}
