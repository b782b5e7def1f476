import { describe, expect, it } from 'vitest'
import { BatchedCounter, flushCounters, type Batch } from '../../app/analytics/batched-counter.server'
import type { Db } from '../../app/db/client.server'

const db = {} as Db

/** A counter whose writes are kept for the test to read. */
function counter(options: { maxKeys?: number } = {}) {
  const written: Batch[] = []
  const made = new BatchedCounter({ ...options, write: async (_db, batch) => (written.push(batch), batch.reduce((sum, { n }) => sum + n, 0)) })
  return { counter: made, written }
}

describe('a batched counter', () => {
  it('adds amounts up by key in memory and writes them in one batch per flush', async () => {
    const { counter: views, written } = counter()
    views.add('a')
    views.add('a', 2)
    views.add('b')
    expect(written).toEqual([])
    expect(await views.flush(db)).toBe(4)
    expect(written).toEqual([[{ key: 'a', n: 3 }, { key: 'b', n: 1 }]])
    expect(await views.flush(db)).toBe(0)
  })

  it('hands a full batch to its sink at once, and writes it directly again once the sink is gone', async () => {
    const { counter: views, written } = counter({ maxKeys: 2 })
    const sunk: Batch[] = []
    views.useSink(async (batch) => void sunk.push(batch))
    views.add('a')
    views.add('b')
    await new Promise((resolve) => setImmediate(resolve))
    expect(sunk).toEqual([[{ key: 'a', n: 1 }, { key: 'b', n: 1 }]])
    views.add('c')
    await flushCounters(db)
    expect(written).toEqual([[{ key: 'c', n: 1 }]])
  })
})
