import { describe, expect, it } from 'vitest'
import { publicOrigin } from '../../app/config.server'

describe('publicOrigin', () => {
  it('is the address the request came to when SITE_URL is not set', () => {
    expect(publicOrigin('https://news.example.org', {})).toBe('https://news.example.org')
    expect(publicOrigin('http://10.0.0.5:8080', { SITE_URL: '  ' })).toBe('http://10.0.0.5:8080')
  })

  it('is SITE_URL when it is set, whatever the request said', () => {
    expect(publicOrigin('http://evil.example', { SITE_URL: 'http://localhost:3000' })).toBe(new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin)
  })
})
