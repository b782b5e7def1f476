/**
 * Sorts an IP address into loopback, internal (any address a webhook must not reach from our
 * servers) or public. The work is done on the address's bytes rather than its text: the same
 * IPv6 address has many spellings (`::127.0.0.1`, `::7f00:1`, `0:0::7F00:0001`), and an IPv4
 * address can hide inside several IPv6 forms. Node's BlockList is not used because it knows
 * only the `::ffff:` form of an IPv4 address inside IPv6.
 */

/** Where an address leads: this machine, a network that is not the public internet, or the internet. */
export type AddressScope = 'loopback' | 'internal' | 'public'

/** The 4 bytes of a dotted-decimal IPv4 address (no octal, hex or short forms), or null. */
export function parseIPv4(text: string): Uint8Array | null {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)) return null
  return Uint8Array.from(parts, Number)
}

/**
 * The 16 bytes of an IPv6 address (`::` shortening and a dotted IPv4 tail allowed), or null.
 * A zone id (`fe80::1%eth0`) is refused: it cannot appear in a URL and names no public host.
 */
export function parseIPv6(text: string): Uint8Array | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const shortened = halves.length === 2
  // The dotted IPv4 tail may only end the address.
  const head = wordsOf(halves[0]!, !shortened)
  const tail = shortened ? wordsOf(halves[1]!, true) : []
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  // Without `::` all eight groups are written out; with it, `::` stands for at least one zero group.
  if (shortened ? missing < 1 : missing !== 0) return null
  const words = [...head, ...Array<number>(missing).fill(0), ...tail]
  return Uint8Array.from(words.flatMap((word) => [word >> 8, word & 255]))
}

/** The 16-bit words of colon-separated groups, a dotted IPv4 last group counting as two. */
function wordsOf(groups: string, dottedLast: boolean): number[] | null {
  if (groups === '') return []
  const words: number[] = []
  const parts = groups.split(':')
  for (const [index, group] of parts.entries()) {
    const ipv4 = dottedLast && index === parts.length - 1 ? parseIPv4(group) : null
    if (ipv4) words.push((ipv4[0]! << 8) | ipv4[1]!, (ipv4[2]! << 8) | ipv4[3]!)
    else if (/^[0-9a-f]{1,4}$/i.test(group)) words.push(parseInt(group, 16))
    else return null
  }
  return words
}

type Range = { bytes: Uint8Array; prefix: number }

function range(cidr: string): Range {
  const [address, prefix] = cidr.split('/') as [string, string]
  const bytes = address.includes(':') ? parseIPv6(address) : parseIPv4(address)
  if (!bytes) throw new Error(`Bad address range ${cidr}`)
  return { bytes, prefix: Number(prefix) }
}

function inRange(bytes: Uint8Array, { bytes: network, prefix }: Range) {
  if (bytes.length !== network.length) return false
  for (let bit = 0; bit < prefix; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, prefix - bit))) & 0xff
    if ((bytes[bit / 8]! & mask) !== (network[bit / 8]! & mask)) return false
  }
  return true
}

const inAny = (bytes: Uint8Array, ranges: Range[]) => ranges.some((entry) => inRange(bytes, entry))

/** IPv4 ranges that are not the public internet (IANA IPv4 Special-Purpose Address Registry, RFC 6890). */
const internalIPv4 = [
  '0.0.0.0/8', // "this network" (RFC 791); also what `::` and `::1` carry as IPv4-compatible addresses
  '10.0.0.0/8', // private use (RFC 1918)
  '100.64.0.0/10', // shared address space, carrier-grade NAT (RFC 6598)
  '127.0.0.0/8', // loopback (RFC 1122)
  '169.254.0.0/16', // link-local, where cloud metadata services answer (RFC 3927)
  '172.16.0.0/12', // private use (RFC 1918)
  '192.0.0.0/24', // IETF protocol assignments (RFC 6890)
  '192.0.2.0/24', // documentation, TEST-NET-1 (RFC 5737)
  '192.88.99.0/24', // 6to4 relay anycast, deprecated (RFC 7526)
  '192.168.0.0/16', // private use (RFC 1918)
  '198.18.0.0/15', // benchmarking (RFC 2544)
  '198.51.100.0/24', // documentation, TEST-NET-2 (RFC 5737)
  '203.0.113.0/24', // documentation, TEST-NET-3 (RFC 5737)
  '224.0.0.0/4', // multicast (RFC 5771)
  '240.0.0.0/4', // reserved (RFC 1112), including limited broadcast 255.255.255.255 (RFC 919)
].map(range)

/** IPv6 ranges refused whatever follows (IANA IPv6 Special-Purpose Address Registry, RFC 6890, and the ones named). */
const internalIPv6 = [
  '64:ff9b:1::/48', // local-use IPv4/IPv6 translation (RFC 8215)
  '100::/64', // discard-only (RFC 6666)
  '100:0:0:1::/64', // dummy IPv6 prefix (RFC 9780)
  '2001::/23', // IETF protocol assignments (RFC 2928), among them Teredo 2001::/32 (RFC 4380) and benchmarking 2001:2::/48 (RFC 5180); refused whole on purpose
  '2001:db8::/32', // documentation (RFC 3849)
  '3fff::/20', // documentation (RFC 9637)
  '5f00::/16', // segment routing (SRv6) SIDs (RFC 9602)
  'fc00::/7', // unique local addresses (RFC 4193)
  'fe80::/10', // link-local unicast (RFC 4291)
  'fec0::/10', // site-local unicast, deprecated (RFC 3879)
  'ff00::/8', // multicast (RFC 4291)
].map(range)

/** The only IPv6 space the internet routes: global unicast (RFC 4291); outside it only the IPv4 forms below pass. */
const globalUnicast = range('2000::/3')
const loopbackIPv6 = range('::1/128') // loopback (RFC 4291)
const loopbackIPv4 = range('127.0.0.0/8')

/**
 * IPv6 forms that carry an IPv4 address, each with where the 4 bytes sit. Such an address
 * leads wherever its IPv4 address does, so it is judged as that address.
 */
const embeddingIPv4: { range: Range; at: number; reachesLoopback?: true }[] = [
  { range: range('::/96'), at: 12 }, // IPv4-compatible, deprecated (RFC 4291)
  // IPv4-mapped (RFC 4291): the only form a dual-stack socket delivers to this machine itself,
  // so the only one whose 127.x address counts as loopback; the others are handed to a gateway.
  { range: range('::ffff:0:0/96'), at: 12, reachesLoopback: true },
  { range: range('::ffff:0:0:0/96'), at: 12 }, // IPv4-translated (RFC 2765)
  { range: range('64:ff9b::/96'), at: 12 }, // NAT64 well-known prefix (RFC 6052)
  { range: range('2002::/16'), at: 2 }, // 6to4, bits 16–47 (RFC 3056)
]

function scopeOfIPv4(bytes: Uint8Array): AddressScope {
  if (inRange(bytes, loopbackIPv4)) return 'loopback'
  return inAny(bytes, internalIPv4) ? 'internal' : 'public'
}

function scopeOfIPv6(bytes: Uint8Array): AddressScope {
  if (inRange(bytes, loopbackIPv6)) return 'loopback'
  const embedding = embeddingIPv4.find((entry) => inRange(bytes, entry.range))
  if (embedding) {
    const scope = scopeOfIPv4(bytes.subarray(embedding.at, embedding.at + 4))
    return scope === 'loopback' && !embedding.reachesLoopback ? 'internal' : scope
  }
  return inRange(bytes, globalUnicast) && !inAny(bytes, internalIPv6) ? 'public' : 'internal'
}

/** Where an address leads. Anything that is not a plain IPv4 or IPv6 address counts as internal. */
export function addressScope(address: string): AddressScope {
  const ipv4 = parseIPv4(address)
  if (ipv4) return scopeOfIPv4(ipv4)
  const ipv6 = parseIPv6(address.replace(/^\[|\]$/g, ''))
  return ipv6 ? scopeOfIPv6(ipv6) : 'internal'
}
