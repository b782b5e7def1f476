import { Link } from 'react-router'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/i18n'
import { CoverImage } from '../../ui/cover-image'
import type { ContinueItem } from '../continue-learning.server'

type ContinueRow = Omit<ContinueItem, 'updatedAt'>

const kindLabels: Record<ContinueItem['kind'], MessageKey> = { course: 'nav.education', video: 'nav.videos', podcast: 'nav.podcasts' }

/** "Continue learning" on a member's home page: where they stopped, with how far they got. */
export function ContinueLearning({ items }: { items: ContinueRow[] }) {
  const t = useT()
  return (
    <section aria-labelledby="continue-heading" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6" data-testid="continue-learning">
      <h2 id="continue-heading" className="font-serif text-2xl font-bold tracking-tight">{t('home.continueLearning')}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={`${item.kind}:${item.key}`} className="group relative flex gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <div className="aspect-square w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
              {item.cover ? <CoverImage src={item.cover} /> : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t(kindLabels[item.kind])}</p>
              <Link to={item.href} className="mt-0.5 line-clamp-2 text-sm font-semibold after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-300">
                {item.title}
              </Link>
              {item.detail ? <p className="mt-0.5 truncate text-xs text-slate-600 dark:text-slate-400">{t('home.stoppedAt', { title: item.detail })}</p> : null}
              <div className="mt-2 flex items-center gap-2">
                <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-600 dark:bg-brand-400" style={{ width: `${item.percent}%` }} />
                </div>
                <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{t('home.percentDone', { percent: item.percent })}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
