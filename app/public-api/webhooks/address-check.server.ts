import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { addressScope } from './ip-ranges.server'
import { WebhookRefusal } from './refusals.server'

/** Finds every address of a name, as node:dns `lookup` does with `all: true`. */
export type ResolveHost = (host: string, options: { all: true }) => Promise<{ address: string }[]>

/**
 * Checks a webhook address before it is saved and again before each delivery (a name may
 * point elsewhere later): HTTPS to a public address. Plain HTTP is accepted only to this
 * machine, and only when `allowLocalHttp` (development) says so. Returns the URL.
 */
export async function checkWebhookUrl(raw: string, { allowLocalHttp = false, resolve = lookup }: { allowLocalHttp?: boolean; resolve?: ResolveHost } = {}) {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new WebhookRefusal('urlInvalid')
  }
  if (url.username || url.password) throw new WebhookRefusal('urlCredentials')
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookRefusal('urlHttps')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [host] : (await resolve(host, { all: true }).catch(() => [])).map((entry) => entry.address)
  if (addresses.length === 0) throw new WebhookRefusal('urlUnresolved', { host })
  // Judged by the address itself, never by the family a resolver claims for it.
  const scopes = addresses.map(addressScope)
  const isLocal = allowLocalHttp && scopes.every((scope) => scope === 'loopback')
  if (url.protocol === 'http:' && !isLocal) throw new WebhookRefusal('urlHttps')
  // Every address must be public: the connection may use any of them.
  if (!isLocal && scopes.some((scope) => scope !== 'public')) throw new WebhookRefusal('urlPrivate')
  return url
}
