import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { WebhookRefusal } from './refusals.server'

/** Addresses a webhook must never reach from our servers: loopback, private, link-local, shared, multicast and reserved ranges. */
const internal = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) internal.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) internal.addSubnet(network, prefix, 'ipv6')

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/**
 * Checks a webhook address before it is saved and again before each delivery (a name may
 * point elsewhere later): HTTPS to a public address. Plain HTTP is accepted only to this
 * machine, and only when `allowLocalHttp` (development) says so. Returns the URL.
 */
export async function checkWebhookUrl(raw: string, { allowLocalHttp = false, resolve = lookup } = {}) {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new WebhookRefusal('urlInvalid')
  }
  if (url.username || url.password) throw new WebhookRefusal('urlCredentials')
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookRefusal('urlHttps')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is.
  const plain = ({ address, family: f }: { address: string; family: number }) => {
    const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
    if (dotted) return { address: dotted, family: 4 }
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
    if (hex) {
      const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)]
      return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 4 }
    }
    return { address, family: f }
  }
  const family = (f: number) => (f === 6 ? 'ipv6' : 'ipv4') as 'ipv4' | 'ipv6'
  const resolved = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host, { all: true }).catch(() => [])
  const addresses = resolved.map((entry) => plain(entry))
  if (addresses.length === 0) throw new WebhookRefusal('urlUnresolved', { host })
  const isLocal = addresses.every(({ address, family: f }) => loopback.check(address, family(f)))
  if (url.protocol === 'http:' && !(allowLocalHttp && isLocal)) throw new WebhookRefusal('urlHttps')
  if (!(allowLocalHttp && isLocal) && addresses.some(({ address, family: f }) => internal.check(address, family(f)))) {
    throw new WebhookRefusal('urlPrivate')
  }
  return url
}
