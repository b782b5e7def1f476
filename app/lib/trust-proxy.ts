import { isIP } from 'node:net'
import { z } from 'zod'

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal'])
const isProxyAddress = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (!version || rest.length > 0) return proxyNames.has(entry)
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
}

/**
 * Which proxies may tell the client's address, as Express's `trust proxy` takes it: `false`,
 * a hop count (`true` is one hop: the nearest proxy), or a list of proxy addresses, subnets and
 * the names loopback, linklocal, uniquelocal. The client is the address the nearest untrusted
 * hop saw, never the leftmost (client-written) X-Forwarded-For entry.
 */
export function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const text = value.trim().toLowerCase()
  if (text === 'false' || text === '0') return false
  if (text === 'true') return 1
  if (/^\d+$/.test(text)) return Math.min(Number(text), 10)
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean)
  const wrong = entries.filter((entry) => !isProxyAddress(entry))
  if (entries.length === 0 || wrong.length > 0) {
    context.addIssue({ code: 'custom', message: `must be false, a hop count, or proxy addresses (not ${wrong.join(', ') || 'empty'})` })
    return z.NEVER
  }
  return entries
}
