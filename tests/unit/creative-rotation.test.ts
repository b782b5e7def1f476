import { describe, expect, it } from 'vitest'
import { chooseCreative, MIN_VIEWABLE_FOR_WEIGHTING } from '../../app/ads/creative-rotation'

/** A seeded random source, so each run draws the same numbers. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const share = (picks: string[], name: string) => picks.filter((p) => p === name).length / picks.length

describe('creative rotation', () => {
  const strong = { name: 'strong', servedToday: 0, viewable: 5_000, clicks: 100 } // 2% CTR
  const weak = { name: 'weak', servedToday: 0, viewable: 5_000, clicks: 25 } // 0.5% CTR

  it('splits evenly by what each served today, with or without click weighting until both have enough impressions', () => {
    expect(chooseCreative([{ ...strong, servedToday: 7 }, { ...weak, servedToday: 6 }], { favourClicks: false, random: () => 0.99 }).name).toBe('weak')
    const early = [{ ...strong, viewable: MIN_VIEWABLE_FOR_WEIGHTING - 1, servedToday: 3 }, { ...weak, servedToday: 2 }]
    expect(chooseCreative(early, { favourClicks: true, random: () => 0.01 }).name).toBe('weak')
  })

  it('draws in proportion to click-through rate once both have enough viewable impressions', () => {
    const random = seeded(42)
    const picks = Array.from({ length: 2_000 }, () => chooseCreative([strong, weak], { favourClicks: true, random }).name)
    // Smoothed rates 101/5100 and 26/5100: the strong creative is drawn about 80% of the time.
    expect(share(picks, 'strong')).toBeGreaterThan(0.76)
    expect(share(picks, 'strong')).toBeLessThan(0.84)
    const even = Array.from({ length: 2_000 }, (_, i) => chooseCreative([{ ...strong, servedToday: i % 2 }, { ...weak, servedToday: (i + 1) % 2 }], { favourClicks: false, random }).name)
    expect(share(even, 'strong')).toBe(0.5)
  })
})
