import { afterAll, describe, expect, it } from 'vitest'
import { publish, startBus, stopBus, subscribe, type BusMessage } from '../../app/lib/bus.server'
import { openTestDb } from '../support/test-db'

const handle = await openTestDb()
await startBus(handle)
afterAll(() => stopBus())

/** The notification messages heard within `ms`. */
async function heard(ms: number, act: () => Promise<unknown>) {
  const got: BusMessage[] = []
  const stop = subscribe('notification', (message) => void got.push(message))
  try {
    await act()
    await new Promise((resolve) => setTimeout(resolve, ms))
  } finally {
    stop()
  }
  return got.map((message) => (message as { userId: string | null }).userId)
}

describe('the bus', () => {
  it('delivers a message to its topic’s subscribers, and to no other topic', async () => {
    const purges: unknown[] = []
    const stop = subscribe('page-cache.purge', (message) => void purges.push(message))
    expect(await heard(300, () => publish({ topic: 'notification', userId: 'u-1' }))).toEqual(['u-1'])
    stop()
    expect(purges).toEqual([])
  })

  it('sent inside a transaction, delivers it only once that commits', async () => {
    expect(await heard(300, () => handle.db.transaction(async (tx) => publish({ topic: 'notification', userId: 'committed' }, tx)))).toEqual(['committed'])
    const rolledBack = await heard(300, () =>
      handle.db
        .transaction(async (tx) => {
          await publish({ topic: 'notification', userId: 'rolled-back' }, tx)
          throw new Error('undo')
        })
        .catch(() => undefined),
    )
    // PostgreSQL drops a rolled-back transaction's messages; the embedded database's bus is this process alone and says it at once.
    expect(rolledBack).toEqual(handle.kind === 'postgres' ? [] : ['rolled-back'])
  })
})
