import { Form } from 'react-router'
import { useT } from '../../../i18n/i18n'
import { primaryButtonClass } from '../../../ui/forms'
import type { CreativeStatus } from '../../ad-choices'

interface Creative {
  id: string
  headline: string
  body: string
  callToAction: string
  destinationUrl: string
  imageUrl: string | null
  imageAlt: string
  status: string
  reviewNote: string
}

const tones: Record<CreativeStatus, string> = {
  awaiting_advertiser: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  pending: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
}

const statusOf = (status: string) => (status in tones ? (status as CreativeStatus) : 'pending')

/**
 * The campaign's creatives as they will look, with where each stands; in the portal, one that
 * waits for the advertiser has an Approve button (the console shows the same cards without it).
 */
export function CreativeCards({ creatives, canApprove = true }: { creatives: Creative[]; canApprove?: boolean }) {
  const t = useT()
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="creatives">
      {creatives.map((creative) => {
        const status = statusOf(creative.status)
        return (
          <li key={creative.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="creative">
            <span className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>{!canApprove && status === 'awaiting_advertiser' ? t('advertiser.creatives.status.awaitingAdvertiser') : t(`advertiser.creatives.status.${status}`)}</span>
            {creative.imageUrl ? <img src={creative.imageUrl} alt={creative.imageAlt} className="mt-3 h-32 w-full rounded-xl object-cover" /> : null}
            <p className="mt-3 font-semibold">{creative.headline}</p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{creative.body}</p>
            <p className="mt-2 text-sm font-semibold text-brand-700 dark:text-brand-300">{creative.callToAction}</p>
            <p className="mt-1 text-xs break-all text-slate-600 dark:text-slate-400">{t('advertiser.creatives.leadsTo', { url: creative.destinationUrl })}</p>
            {status === 'rejected' && creative.reviewNote ? <p className="mt-2 text-sm text-red-700 dark:text-red-300">{t('advertiser.creatives.reviewNote', { note: creative.reviewNote })}</p> : null}
            {canApprove && status === 'awaiting_advertiser' ? (
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="approve" />
                <input type="hidden" name="creativeId" value={creative.id} />
                <button type="submit" className={primaryButtonClass} aria-label={`${t('advertiser.creatives.approve')}: ${creative.headline}`}>
                  {t('advertiser.creatives.approve')}
                </button>
              </Form>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
