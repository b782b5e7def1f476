import type { ReactNode } from 'react'

/**
 * The frame of a public list page (education, podcasts, tutorials): its title, a line under it
 * (the intro, or what a search was for), then the page's filters and results.
 */
export function ListPage({ title, summary, summaryTestId, children }: { title: string; summary: string; summaryTestId?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300" data-testid={summaryTestId}>
        {summary}
      </p>
      {children}
    </div>
  )
}
