import { describe, expect, it } from 'vitest'
import { parallel } from '../../app/offline/parallel'

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the pre-cache runner', () => {
  it('returns every result in the order of the items, whatever order they finish in', async () => {
    const results = await parallel(3, [30, 5, 20, 1, 10], async (ms) => {
      await tick(ms)
      return ms * 2
    })
    expect(results).toEqual([60, 10, 40, 2, 20])
  })

  it('never runs more than its limit at once', async () => {
    let running = 0
    let most = 0
    await parallel(2, Array.from({ length: 9 }, (_, index) => index), async () => {
      most = Math.max(most, ++running)
      await tick(2)
      running--
    })
    expect(most).toBe(2)
  })

  it('rejects when one download fails, and starts nothing after it', async () => {
    const started: number[] = []
    const run = parallel(1, [1, 2, 3, 4], async (item) => {
      started.push(item)
      await tick(1)
      if (item === 2) throw new Error('the download of item 2 failed')
      return item
    })
    await expect(run).rejects.toThrow('the download of item 2 failed')
    expect(started).toEqual([1, 2])
  })

  it('settles at once for no items', async () => {
    await expect(parallel(10, [], async () => 1)).resolves.toEqual([])
  })
})
