import { describe, expect, it } from 'vitest'
import { offerIdOf, offerToken } from '../../app/ads/offer-token.server'
import { hasValidSignature, sign } from '../../app/lib/signer.server'

describe('the one signer', () => {
  it('accepts its own signature and refuses another purpose or payload', () => {
    const signature = sign('ad-report', 'abc')
    expect(signature).toHaveLength(32)
    expect(hasValidSignature('ad-report', 'abc', signature)).toBe(true)
    expect(hasValidSignature('ad-offer', 'abc', signature)).toBe(false)
    expect(hasValidSignature('ad-report', 'abd', signature)).toBe(false)
  })

  it('refuses a shortened or lengthened signature, even when it starts right', () => {
    const signature = sign('ad-report', 'abc')
    for (const cut of [0, 1, 2, 8, 31]) expect(hasValidSignature('ad-report', 'abc', signature.slice(0, cut))).toBe(false)
    expect(hasValidSignature('ad-report', 'abc', `${signature}A`)).toBe(false)
  })

  it('reads an ad token only with its whole signature', () => {
    const id = '6f1c1d7e-8a3b-4c2d-9e0f-1a2b3c4d5e6f'
    const token = offerToken(id)
    expect(offerIdOf(token)).toBe(id)
    const [, signature] = token.split('.')
    expect(offerIdOf(`${id}.${signature!.slice(0, 1)}`)).toBeNull()
    expect(offerIdOf(`${id}.${signature!.slice(0, 21)}`)).toBeNull()
  })
})
