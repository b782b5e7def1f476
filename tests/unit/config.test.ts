import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../app/config.server'

describe('parseConfig', () => {
  it('fills in defaults for an empty environment', () => {
    const config = parseConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.SITE_NAME).toBe('Lumen')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.PAGE_CACHE_SECONDS).toBe(5)
  })

  it('turns the page cache off with 0 and refuses lifetimes past a minute', () => {
    expect(parseConfig({ PAGE_CACHE_SECONDS: '0' }).PAGE_CACHE_SECONDS).toBe(0)
    expect(() => parseConfig({ PAGE_CACHE_SECONDS: '600' })).toThrow(/PAGE_CACHE_SECONDS/)
  })

  it('reads the site name and a PostgreSQL URL', () => {
    const config = parseConfig({ SITE_NAME: 'Beacon', DATABASE_URL: 'postgres://u@db:5432/x', PORT: '8080' })
    expect(config).toMatchObject({ SITE_NAME: 'Beacon', DATABASE_URL: 'postgres://u@db:5432/x', PORT: 8080 })
  })

  it('names every wrong variable in one message', () => {
    const error = (() => {
      try {
        parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', SITE_URL: 'not a url' })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toContain('PORT')
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://')
    expect(message).toContain('SITE_URL')
  })

  it('treats an empty DATABASE_URL as not set', () => {
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it('bounds the time spent on the database and on each request by default', () => {
    expect(parseConfig({})).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 5_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 10_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000,
      DATABASE_STARTUP_TIMEOUT_SECONDS: 30,
      REQUEST_TIMEOUT_MS: 15_000,
    })
  })

  it('reads the time limits, 0 turning a limit off, and refuses nonsense', () => {
    const config = parseConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0', REQUEST_TIMEOUT_MS: '0', DATABASE_STARTUP_TIMEOUT_SECONDS: '5' })
    expect(config).toMatchObject({ DATABASE_STATEMENT_TIMEOUT_MS: 0, REQUEST_TIMEOUT_MS: 0, DATABASE_STARTUP_TIMEOUT_SECONDS: 5 })
    expect(() => parseConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/)
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/)
    expect(() => parseConfig({ DATABASE_STARTUP_TIMEOUT_SECONDS: '-1' })).toThrow(/DATABASE_STARTUP_TIMEOUT_SECONDS/)
  })
})
