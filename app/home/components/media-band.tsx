import { Link } from 'react-router'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/i18n'
import { formatDuration } from '../../lib/format'
import { CoverImage } from '../../ui/cover-image'
import { ForwardArrow, LockIcon } from '../../ui/icons'
import type { MediaTile } from '../front-page.server'
import { HomeSection } from './home-section'

function Tile({ item }: { item: MediaTile }) {
  const t = useT()
  return (
    <li className="group relative flex gap-3" data-media={item.key}>
      <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
        {item.cover ? <CoverImage src={item.cover} focus={item.coverFocus} /> : null}
        {item.durationSeconds ? (
          <span className="absolute end-1 bottom-1 rounded bg-slate-950/80 px-1.5 py-0.5 text-[11px] font-semibold text-white tabular-nums">{formatDuration(item.durationSeconds)}</span>
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="flex items-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
          {item.isPremium ? <LockIcon width={12} height={12} className="text-amber-600 dark:text-amber-300" /> : null}
          {item.categoryKey ? t(item.categoryKey) : item.category}
        </p>
        <h4 className="mt-1 line-clamp-3 text-sm leading-snug font-semibold text-slate-900 dark:text-white">
          <Link to={item.href} className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-300">{item.title}</Link>
        </h4>
      </div>
    </li>
  )
}

/** The band per medium: the newest videos, episodes and courses, each column linking to its list. */
export function MediaBand({ columns }: { columns: { title: MessageKey; href: string; items: MediaTile[] }[] }) {
  const t = useT()
  return (
    <HomeSection id="media-heading" title={t('home.mediaTitle')}>
      <div className="mt-6 grid gap-8 md:grid-cols-3">
        {columns.filter((column) => column.items.length > 0).map((column) => (
          <section key={column.href} aria-labelledby={`media-${column.href.slice(1)}`} className="border-t-2 border-slate-900 pt-3 dark:border-slate-200">
            <div className="flex items-baseline justify-between gap-3">
              <h3 id={`media-${column.href.slice(1)}`} className="text-sm font-bold tracking-widest uppercase">{t(column.title)}</h3>
              <Link to={column.href} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {t('home.exploreCta')} <ForwardArrow />
              </Link>
            </div>
            <ul className="mt-4 space-y-4">
              {column.items.map((item) => <Tile key={item.key} item={item} />)}
            </ul>
          </section>
        ))}
      </div>
    </HomeSection>
  )
}
