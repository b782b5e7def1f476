import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../app/config.server'

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default and one hop (the nearest proxy) for true', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false)
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(parseConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  })

  it('takes a list of proxy addresses, subnets and named ranges', () => {
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::1' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', 'fd00::1'])
  })

  it('refuses anything else, naming the variable', () => {
    for (const value of ['yes', '10.0.0.0/40', 'proxy.example', '1.2.3.4/8/2']) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/)
    }
  })
})
