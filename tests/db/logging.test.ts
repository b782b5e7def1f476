import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { logError, logLibraryMessage } from '../../app/lib/log.server'
import { withRequestId } from '../../app/lib/request-id.server'
import { openTestDb } from '../support/test-db'

await openTestDb()

/** What the log writes to standard output, as text (one JSON object per line). */
const captured = () => {
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  return () => spy.mock.calls.map((call) => String(call[0])).join('').trimEnd()
}
const lines = (text: string) => text.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>)

afterEach(() => vi.restoreAllMocks())

describe('failure logs', () => {
  it('name the place and the database error code of a failed query, never its parameters', async () => {
    const token = 'session-token-Zq8sV1xR4nT7pK2mW9bY'
    const error = await getDb().execute(sql`select ${token}::int`).then(() => null, (e: unknown) => e)
    expect(String((error as Error).message) + String((error as { cause?: Error }).cause?.message)).toContain(token)
    const output = captured()
    logError('/news/:slug', error)
    const [line, ...rest] = lines(output())
    expect(line).toMatchObject({ level: 'error', where: '/news/:slug', code: '22P02', msg: 'failed' })
    expect(rest).toEqual([])
    expect(output()).not.toContain(token)
  })

  it('keep e-mail addresses and tokens out of a library message', () => {
    const output = captured()
    logLibraryMessage('auth', 'error', 'Failed to create user reader@example.com with token abcdefghijklmnopqrstuvwxyz012345\nstack line', [
      Object.assign(new Error('duplicate key: reader@example.com'), { code: '23505' }),
    ])
    expect(lines(output())[0]).toMatchObject({ level: 'error', where: 'auth', code: '23505' })
    expect(output()).toContain('[e-mail]')
    expect(output()).not.toMatch(/reader@example\.com|abcdefghijklmnopqrstuvwxyz012345|stack line|duplicate key/)
  })

  it('carry the id of the request they were written in', () => {
    const output = captured()
    withRequestId('req-0123456789', () => logError('/search', Object.assign(new Error('x'), { code: 'E1' })))
    logError('job newsletter', new Error('y'))
    const [inRequest, outside] = lines(output())
    expect(inRequest).toMatchObject({ requestId: 'req-0123456789', where: '/search' })
    expect(outside!.requestId).toBeUndefined()
  })
})
