import { useCallback, useEffect, useRef, useState } from 'react'
import type { AdPlacement } from '../ad-choices'
import type { HouseAdKind } from '../house-ads'
import type { ServedAd } from '../serve.server'
import { useT } from '../../i18n/i18n'
import { HouseAd } from './house-ad'
import { useViewable } from './use-viewable'

/**
 * An ad slot. The page (and every cached copy of it) holds the house ad; once the page has
 * loaded, the slot asks /ads/slot for an advertiser's ad chosen for this reader now, shows it
 * in the house ad's place and reports it viewable by the IAB/MRC rule. Without JavaScript, or
 * when no campaign needs the slot, the house ad stays.
 */
export function AdSlot({ placement, category = '', house, className = '' }: { placement: AdPlacement; category?: string; house: HouseAdKind; className?: string }) {
  const [ad, setAd] = useState<ServedAd | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams({ placement, category })
    fetch(`/ads/slot?${query}`, { signal: controller.signal, credentials: 'same-origin' })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ ad: ServedAd | null }>) : { ad: null }))
      .then(({ ad }) => setAd(ad))
      .catch(() => undefined)
    return () => controller.abort()
  }, [placement, category])
  return ad ? <SponsoredAd ad={ad} className={className} /> : <HouseAd kind={house} className={className} />
}

/** An advertiser's ad, labelled as one, with the host its link leads to. */
function SponsoredAd({ ad, className }: { ad: ServedAd; className: string }) {
  const t = useT()
  const ref = useRef<HTMLElement>(null)
  const report = useCallback(() => {
    const body = new URLSearchParams({ token: ad.token })
    if (!navigator.sendBeacon?.('/ads/view', body)) void fetch('/ads/view', { method: 'POST', body, keepalive: true }).catch(() => undefined)
  }, [ad.token])
  useViewable(ref, report)
  return (
    <aside
      ref={ref}
      aria-label={t('houseAds.label')}
      data-testid="sponsored-ad"
      className={`col-span-full flex min-h-[17rem] flex-col rounded-2xl border border-slate-200 bg-white p-5 sm:min-h-[10rem] dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      <p className="flex items-center justify-between gap-3 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
        <span>{t('houseAds.label')}</span>
        <span className="font-normal tracking-normal normal-case">{t('houseAds.sponsored', { site: ad.advertiser })}</span>
      </p>
      <div className="mt-3 flex flex-1 flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        {ad.imageUrl ? <img src={ad.imageUrl} alt={ad.imageAlt} loading="lazy" className="h-28 w-full shrink-0 rounded-xl object-cover sm:h-24 sm:w-40" data-testid="sponsored-ad-image" /> : null}
        <div className="min-w-0 flex-1">
          <p className="font-serif text-xl leading-snug font-bold text-slate-900 dark:text-white">{ad.headline}</p>
          <p className="mt-1 text-sm leading-6 text-slate-700 dark:text-slate-300">{ad.body}</p>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{ad.destinationHost}</p>
        </div>
        <a
          href={`/ads/click/${encodeURIComponent(ad.token)}`}
          rel="sponsored noopener"
          data-testid="sponsored-ad-link"
          className="inline-flex shrink-0 items-center justify-center self-start rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 sm:self-center"
        >
          {ad.callToAction}
        </a>
      </div>
    </aside>
  )
}
