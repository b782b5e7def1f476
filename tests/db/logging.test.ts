import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { logError, logLibraryMessage } from '../../app/lib/log.server'
import { openTestDb } from '../support/test-db'

await openTestDb()

const captured = () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  return () => spy.mock.calls.map((call) => call.join(' ')).join('\n')
}

afterEach(() => vi.restoreAllMocks())

describe('failure logs', () => {
  it('name the place and the database error code of a failed query, never its parameters', async () => {
    const token = 'session-token-Zq8sV1xR4nT7pK2mW9bY'
    const error = await getDb().execute(sql`select ${token}::int`).then(() => null, (e: unknown) => e)
    expect(String((error as Error).message) + String((error as { cause?: Error }).cause?.message)).toContain(token)
    const output = captured()
    logError('/news/:slug', error)
    expect(output()).toMatch(/^error where=\/news\/:slug code=22P02 /)
    expect(output()).not.toContain(token)
    expect(output().split('\n')).toHaveLength(1)
  })

  it('keep e-mail addresses and tokens out of a library message', () => {
    const output = captured()
    logLibraryMessage('auth', 'error', 'Failed to create user reader@example.com with token abcdefghijklmnopqrstuvwxyz012345\nstack line', [
      Object.assign(new Error('duplicate key: reader@example.com'), { code: '23505' }),
    ])
    expect(output()).toContain('code=23505')
    expect(output()).toContain('[e-mail]')
    expect(output()).not.toMatch(/reader@example\.com|abcdefghijklmnopqrstuvwxyz012345|stack line|duplicate key/)
  })
})
