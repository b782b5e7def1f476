import type { ReactNode } from 'react'
import type { PreviewData } from '../item-preview.server'
import { Badge, NewsDate, ReadingTime } from '../../news/components/article-meta'

/**
 * An item as readers will see it, with the public pages' typography (prose-article), under a
 * bar that says this is a preview (`notice`: for staff, its state; for a shared link, a request
 * not to pass it on).
 */
export function ItemPreviewView({ item, now, notice }: { item: PreviewData; now: number; notice: ReactNode }) {
  return (
    <div data-testid="preview">
      <div role="note" className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
        {notice}
      </div>
      <article className="mx-auto max-w-3xl py-10">
        <div className="flex flex-wrap items-center gap-2">
          {item.label ? <Badge>{item.label}</Badge> : null}
          {item.isPremium ? <Badge tone="premium">Premium</Badge> : null}
          {item.isAiGenerated ? <Badge tone="ai">AI Generated</Badge> : null}
        </div>
        <h1 className="mt-4 font-serif text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{item.title}</h1>
        {item.summary ? <p className="mt-4 text-xl leading-8 text-slate-600 dark:text-slate-300">{item.summary}</p> : null}
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-y border-slate-200 py-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {item.byline ? <span className="font-semibold text-slate-900 dark:text-white">{item.byline}</span> : null}
          <NewsDate date={item.publishedAt ?? new Date(now)} now={now} />
          {item.readingTime ? <ReadingTime minutes={item.readingTime} /> : null}
        </div>
        {item.cover ? <img src={item.cover} alt="" width={1200} height={630} className="mt-8 w-full rounded-2xl" /> : null}
        {item.body ? <div className="prose-article mt-10" data-testid="preview-body" dangerouslySetInnerHTML={{ __html: item.body }} /> : null}
        {item.parts ? (
          <section className="mt-10">
            <h2 className="font-serif text-2xl font-bold">{item.parts.heading}</h2>
            {item.parts.titles.length ? (
              <ol className="mt-4 list-decimal space-y-1 pl-6">{item.parts.titles.map((title, i) => <li key={i}>{title}</li>)}</ol>
            ) : <p className="mt-3 text-slate-600 dark:text-slate-400">None yet.</p>}
          </section>
        ) : null}
        {item.tags.length ? (
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
            {item.tags.map((tag) => <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800">#{tag}</li>)}
          </ul>
        ) : null}
      </article>
    </div>
  )
}
