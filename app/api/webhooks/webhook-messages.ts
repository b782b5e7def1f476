/**
 * The refusals and delivery errors webhooks give, as the domain writes them (English) and by a
 * reason the Workspace → API page translates. Shared by the server, which stores and throws
 * these texts, and the page, which shows them in the reader's language.
 */

/** Why an endpoint's address was refused ({host} is the name that did not resolve). */
export const webhookUrlMessages = {
  urlInvalid: 'Enter the full address of your endpoint, starting with https://.',
  urlCredentials: 'The address must not contain a user name or password.',
  urlHttps: 'Webhooks are sent over HTTPS: the address must start with https://.',
  urlUnresolved: 'The name {host} does not resolve to an address.',
  urlPrivate: 'This address points into a private or local network, which webhooks may not reach.',
} as const

/** What else the webhook functions refuse. */
export const webhookRefusalMessages = {
  ...webhookUrlMessages,
  eventsInvalid: 'Choose at least one of the listed events.',
  tooMany: 'A workspace has at most {max} endpoints. Delete one you no longer use first.',
  adminsOnly: 'Only the Admins of the workspace manage its webhooks.',
  endpointGone: 'This endpoint was deleted, or it does not belong to this workspace.',
  deliveryGone: 'This delivery is no longer in the log of an endpoint of this workspace.',
  endpointOff: 'The endpoint is switched off. Switch it on first, then send the delivery again.',
} as const

export type WebhookRefusalReason = keyof typeof webhookRefusalMessages

/** Why an attempt at a delivery failed, as stored in the delivery log ({status} is the HTTP status). */
export const deliveryErrorMessages = {
  ...webhookUrlMessages,
  answered: 'The endpoint answered {status}.',
  timeout: 'The endpoint did not answer within 10 seconds.',
  unreachable: 'The endpoint could not be reached.',
  switchedOff: 'Not sent: the endpoint was switched off.',
  subscriptionEnded: 'Not sent: the workspace’s Enterprise subscription has ended.',
} as const

export type DeliveryErrorReason = keyof typeof deliveryErrorMessages

/** A message with its {placeholders} filled in. */
export const fillMessage = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const patterns = Object.entries(deliveryErrorMessages).map(([reason, template]) => {
  const names: string[] = []
  const source = escape(template).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
    names.push(name)
    return '(.+?)'
  })
  return { reason: reason as DeliveryErrorReason, names, pattern: new RegExp(`^${source}$`) }
})

/** The reason (and values) of an error stored in the delivery log, or null for a text it does not know. */
export function deliveryErrorReason(error: string): { reason: DeliveryErrorReason; values: Record<string, string> } | null {
  for (const { reason, names, pattern } of patterns) {
    const match = pattern.exec(error)
    if (match) return { reason, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) }
  }
  return null
}
