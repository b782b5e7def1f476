import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CoverImage } from './cover-image'

/**
 * The frame of a list card for courses, tutorials and podcast series: the 1200×630 cover
 * (decorative, loaded lazily), then the body in a column whose last row can sit at the bottom
 * (`mt-auto`) so buttons line up across a grid row. `lift` adds the hover shadow.
 */
export function CoverCard({ cover, focus, lift = false, testId, children }: { cover: string | null; focus?: string; lift?: boolean; testId?: string; children: ReactNode }) {
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${lift ? 'transition hover:shadow-lg' : ''}`}
      data-testid={testId}
    >
      <div className="aspect-[40/21] bg-slate-100 dark:bg-slate-800">
        {cover ? <CoverImage src={cover} focus={focus} /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">{children}</div>
    </article>
  )
}

/** A card's title: the link to the item's page. */
export function CardTitle({ to, children }: { to: string; children: ReactNode }) {
  return (
    <h3 className="font-serif text-xl leading-snug font-bold text-slate-900 dark:text-white">
      <Link to={to} className="hover:text-brand-700 dark:hover:text-brand-300">{children}</Link>
    </h3>
  )
}
