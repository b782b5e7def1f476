import { pickWeighted } from './pacing'

/** Viewable impressions each creative needs before click-through rates are trusted to weight them. */
export const MIN_VIEWABLE_FOR_WEIGHTING = 1_000

export interface RotatingCreative {
  /** Offers of this creative today. */
  servedToday: number
  /** Viewable impressions and clicks of the whole flight. */
  viewable: number
  clicks: number
}

/**
 * Which creative a campaign shows next. An even A/B split: the one served least today (ties
 * at random). With `favourClicks`, once every creative has MIN_VIEWABLE_FOR_WEIGHTING viewable
 * impressions, each is drawn in proportion to its click-through rate (smoothed, so a creative
 * with no clicks yet keeps a chance).
 */
export function chooseCreative<C extends RotatingCreative>(creatives: C[], { favourClicks, random }: { favourClicks: boolean; random: () => number }): C {
  if (favourClicks && creatives.length > 1 && creatives.every((c) => c.viewable >= MIN_VIEWABLE_FOR_WEIGHTING)) {
    return creatives[pickWeighted(creatives.map((c) => (c.clicks + 1) / (c.viewable + 100)), random)]!
  }
  const fewest = Math.min(...creatives.map((c) => c.servedToday))
  const even = creatives.filter((c) => c.servedToday === fewest)
  return even[Math.floor(random() * even.length)]!
}
