import { Link } from 'react-router'
import { advertisingOffer, type HouseAdKind } from '../house-ads'
import { useLanguage, useT } from '../../i18n/i18n'
import { useRootData } from '../../shell/root-data'
import { AdvertiseArt, PremiumArt } from './house-ad-art'

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`

/**
 * One house-ad slot: a labelled complementary landmark with a reserved height, drawn with
 * CSS and inline SVG only (no external images, nothing loads late, nothing shifts).
 */
export function HouseAd({ kind, className = '' }: { kind: HouseAdKind; className?: string }) {
  const t = useT()
  const language = useLanguage()
  const site = useRootData()?.siteName ?? 'Lumen'
  const isAdvertise = kind === 'advertise'
  const title = isAdvertise ? t('houseAds.advertiseTitle') : t('houseAds.premiumTitle')
  const text = isAdvertise
    ? t('houseAds.advertiseText', {
        site,
        price: money(advertisingOffer.lowestPrice),
        impressions: advertisingOffer.mostImpressions.toLocaleString(language === 'es' ? 'es-ES' : 'en-US'),
      })
    : t('houseAds.premiumText')
  const chips = isAdvertise
    ? advertisingOffer.packages.map((p) => `${p.name} · ${money(p.price)}`)
    : [t('houseAds.premiumPerk1'), t('houseAds.premiumPerk2'), t('houseAds.premiumPerk3')]
  return (
    <aside
      aria-label={t('houseAds.label')}
      data-testid="house-ad"
      data-ad={kind}
      className={`col-span-full flex min-h-[17rem] flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:min-h-[10rem] dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      <p className="flex items-center justify-between gap-3 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
        <span>{t('houseAds.label')}</span>
        <span className="font-normal tracking-normal normal-case">{t('houseAds.sponsored', { site })}</span>
      </p>
      <div className="mt-3 flex flex-1 flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="hidden h-24 w-36 shrink-0 overflow-hidden rounded-xl sm:block" aria-hidden="true">
          {isAdvertise ? <AdvertiseArt /> : <PremiumArt />}
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-serif text-xl leading-snug font-bold text-slate-900 dark:text-white">{title}</p>
          <p className="mt-1 text-sm leading-6 text-slate-700 dark:text-slate-300">{text}</p>
          <ul className="mt-2 flex flex-wrap gap-2 text-xs text-slate-700 dark:text-slate-300">
            {chips.map((chip) => (
              <li key={chip} className="rounded-full border border-slate-300 px-2.5 py-0.5 dark:border-slate-600">
                {chip}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to={isAdvertise ? '/advertising' : '/subscription'}
          className={`inline-flex shrink-0 items-center justify-center self-start rounded-full px-5 py-2.5 text-sm font-semibold sm:self-center ${
            isAdvertise
              ? 'bg-brand-600 text-white hover:bg-brand-700'
              : 'bg-amber-400 text-slate-950 hover:bg-amber-300'
          }`}
        >
          {isAdvertise ? t('houseAds.advertiseCta') : t('houseAds.premiumCta')}
        </Link>
      </div>
    </aside>
  )
}
