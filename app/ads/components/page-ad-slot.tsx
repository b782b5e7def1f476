import type { AdPlacement } from '../ad-choices'
import { pickHouseAd } from '../house-ads'
import { AdSlot } from './ad-slot'

/**
 * The ad slot at the foot of a detail page (course, episode, video), in the page's width, for
 * readers whose plan shows ads; nothing for the others.
 */
export function PageAdSlot({ showAds, placement, category, seed }: { showAds: boolean; placement: AdPlacement; category: string | undefined; seed: string }) {
  if (!showAds) return null
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <AdSlot placement={placement} category={category ?? ''} house={pickHouseAd(seed)} />
    </div>
  )
}
