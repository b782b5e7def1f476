import { describe, expect, it } from 'vitest'
import { checkWebhookUrl } from '../../app/public-api/webhooks/address-check.server'
import { addressScope, parseIPv6 } from '../../app/public-api/webhooks/ip-ranges.server'
import { AppError } from '../../app/lib/app-error'

/** The refusal's reason, or null when the address is accepted. */
const refusal = (url: string, options: Parameters<typeof checkWebhookUrl>[1] = {}) =>
  checkWebhookUrl(url, options).then(
    () => null,
    (error: unknown) => (error instanceof AppError && 'reason' in error ? error.reason : String(error)),
  )
/** A resolver that answers every name with the given addresses. */
const resolveTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
/** A resolver that fails the test if it is asked at all. */
const noLookup = async (): Promise<{ address: string; family: number }[]> => {
  throw new Error('an IP address must not be looked up')
}

// IPv4 addresses of this machine, the cloud metadata service and a private network, hidden in IPv6 forms.
const hiddenInternal = [
  '::127.0.0.1',
  '::ffff:0:127.0.0.1',
  '64:ff9b::127.0.0.1',
  '64:ff9b:1::7f00:1',
  '2002:7f00:1::',
  '64:ff9b::a9fe:a9fe',
  '::ffff:0:a9fe:a9fe',
  '2002:a9fe:a9fe::',
  '::a9fe:a9fe',
  '64:ff9b::10.0.0.1',
  '::10.0.0.1',
  '100::1',
  '2001:db8::1',
]

const publicAddresses = ['2606:4700:4700::1111', '64:ff9b::808:808', '2002:808:808::1', '::ffff:8.8.8.8', '93.184.215.14']
const bracketed = (address: string) => (address.includes(':') ? `[${address}]` : address)

describe('parseIPv6', () => {
  it('reads every spelling of an address to the same 16 bytes', () => {
    const loopbackV4 = [...Array(10).fill(0), 0xff, 0xff, 127, 0, 0, 1]
    for (const spelling of ['::ffff:127.0.0.1', '::FFFF:7f00:1', '0:0:0:0:0:ffff:7f00:0001', '0::ffff:127.0.0.1']) {
      expect([...parseIPv6(spelling)!], spelling).toEqual(loopbackV4)
    }
    expect([...parseIPv6('::')!]).toEqual(Array(16).fill(0))
    expect([...parseIPv6('2002:7f00:1::')!]).toEqual([0x20, 0x02, 0x7f, 0x00, 0x00, 0x01, ...Array(10).fill(0)])
    expect([...parseIPv6('1::2:3:4:5:6:7')!]).toEqual([0, 1, 0, 0, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7])
  })

  it('refuses what is not an IPv6 address, zone ids included', () => {
    for (const text of ['', ':', ':::', '1::2::3', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7::8', '12345::', 'g::1', '::1.2.3', '::1.2.3.4.5', '::256.0.0.1', '::01.2.3.4', '1.2.3.4::', 'fe80::1%eth0', ':1::', '1::2:']) {
      expect(parseIPv6(text), text).toBeNull()
    }
  })
})

describe('addressScope', () => {
  it('judges an IPv4 address carried in IPv6 as that IPv4 address', () => {
    for (const address of ['::', '::0.1.2.3', '::ffff:10.0.0.1', '::ffff:0:192.168.1.1', '64:ff9b::100.64.0.1', '2002:c000:0201::', '2002:c058:6301::', '::ffff:255.255.255.255', '::ffff:203.0.113.9']) {
      expect(addressScope(address), address).toBe('internal')
    }
    for (const address of ['::8.8.8.8', '::ffff:1.1.1.1', '::ffff:0:9.9.9.9', '64:ff9b::1.1.1.1', '2002:0101:0101::']) {
      expect(addressScope(address), address).toBe('public')
    }
  })

  it('refuses the special-purpose IPv6 ranges and everything outside global unicast', () => {
    for (const address of ['64:ff9b:1::1', '100::', '100::ffff:ffff:ffff:ffff', '100:0:0:1::1', '2001::1', '2001:1ff:ffff::1', '2001:2::1', '2001:db8:ffff::1', '3fff::1', '3fff:fff::1', '5f00::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1', 'fec0::1', 'ff02::1', '4000::1', '1::1', '::ffff:1:2:3:4', '64:ff9c::1']) {
      expect(addressScope(address), address).toBe('internal')
    }
    for (const address of ['2001:200::1', '2a00:1450:4001:80b::200e', '3fff:1000::1', '2606:4700:4700::1111']) {
      expect(addressScope(address), address).toBe('public')
    }
  })

  it('counts only real loopback as this machine', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '[::1]']) expect(addressScope(address), address).toBe('loopback')
    // These lead to a gateway or nowhere, not to this machine.
    for (const address of ['::127.0.0.1', '64:ff9b::127.0.0.1', '2002:7f00:1::', '::ffff:0:127.0.0.1']) expect(addressScope(address), address).toBe('internal')
  })

  it('treats anything that is not an IP address as internal', () => {
    for (const text of ['', 'localhost', '0x7f.1', '127.1', '1.2.3.4.5', 'fe80::1%eth0']) expect(addressScope(text), text).toBe('internal')
  })
})

describe('checkWebhookUrl', () => {
  it('refuses an internal IPv4 address written in IPv6 form', async () => {
    for (const address of hiddenInternal) {
      expect(await refusal(`https://[${address}]/x`, { resolve: noLookup }), address).toBe('urlPrivate')
    }
  })

  it('refuses their IPv4 twins', async () => {
    for (const address of ['127.0.0.1', '169.254.169.254', '10.0.0.1', '192.0.2.1', '198.51.100.7', '203.0.113.200', '192.88.99.1', '255.255.255.255']) {
      expect(await refusal(`https://${address}/x`, { resolve: noLookup }), address).toBe('urlPrivate')
    }
  })

  it('refuses a name that resolves to one of them', async () => {
    for (const address of hiddenInternal) {
      expect(await refusal('https://hooks.example.com/x', { resolve: resolveTo(address) }), address).toBe('urlPrivate')
    }
  })

  it('refuses a name when any one of its addresses is internal', async () => {
    expect(await refusal('https://hooks.example.com/x', { resolve: resolveTo('93.184.215.14', '64:ff9b::a9fe:a9fe') })).toBe('urlPrivate')
    expect(await refusal('https://hooks.example.com/x', { resolve: resolveTo('2606:4700:4700::1111', '10.0.0.1') })).toBe('urlPrivate')
    expect(await refusal('https://hooks.example.com/x', { resolve: resolveTo('not-an-address') })).toBe('urlPrivate')
    expect(await refusal('https://hooks.example.com/x', { resolve: resolveTo() })).toBe('urlUnresolved')
  })

  it('accepts public addresses, written out or behind a name', async () => {
    for (const address of publicAddresses) {
      expect(await refusal(`https://${bracketed(address)}/`, { resolve: noLookup }), address).toBeNull()
      expect(await refusal('https://hooks.example.com/x', { resolve: resolveTo(address) }), address).toBeNull()
    }
    expect(await refusal('https://hooks.example.com/x', { resolve: resolveTo(...publicAddresses) })).toBeNull()
  })

  it('allows plain HTTP to this machine only in development, and only to loopback', async () => {
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]']) {
      expect(await refusal(`http://${host}:9/x`), host).toBe('urlHttps')
      expect(await refusal(`https://${host}:9/x`), host).toBe('urlPrivate')
      expect(await refusal(`http://${host}:9/x`, { allowLocalHttp: true }), host).toBeNull()
    }
    expect(await refusal('http://localhost:9/x', { allowLocalHttp: true, resolve: resolveTo('127.0.0.1', '::1') })).toBeNull()
    for (const host of ['[::127.0.0.1]', '[64:ff9b::127.0.0.1]', '[2002:7f00:1::]', '10.0.0.5', '[64:ff9b::a9fe:a9fe]']) {
      expect(await refusal(`http://${host}/x`, { allowLocalHttp: true }), host).toBe('urlHttps')
      expect(await refusal(`https://${host}/x`, { allowLocalHttp: true }), host).toBe('urlPrivate')
    }
    // A name that is only partly this machine is not this machine.
    expect(await refusal('https://mixed.example/x', { allowLocalHttp: true, resolve: resolveTo('127.0.0.1', '169.254.169.254') })).toBe('urlPrivate')
  })

  it('keeps refusing what it refused before', async () => {
    expect(await refusal('not a url')).toBe('urlInvalid')
    expect(await refusal('ftp://hooks.example.com/x')).toBe('urlHttps')
    expect(await refusal('http://hooks.example.com/x', { resolve: resolveTo('93.184.215.14') })).toBe('urlHttps')
    expect(await refusal('https://user:pw@hooks.example.com/x', { resolve: resolveTo('93.184.215.14') })).toBe('urlCredentials')
  })
})
