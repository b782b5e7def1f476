import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useT } from '../i18n/i18n'

/**
 * A list's selects: in the form's row on wide screens, and behind a Filters button on phones,
 * where they open as a sheet from the bottom of the screen (the dimmed page behind it closes
 * it). A `<details>` element, so it opens and closes without JavaScript; a changed select
 * applies at once and the new page starts with the sheet closed.
 */
export function FilterSheet({ active, wideFrom, children }: { active: number; wideFrom: 'md' | 'lg'; children: ReactNode }) {
  const t = useT()
  const { search } = useLocation()
  const wide = wideFrom === 'md' ? layouts.md : layouts.lg
  return (
    <details key={search} className={`group/sheet ${wide.details}`} data-testid="filter-sheet">
      <summary
        className={`inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 group-open/sheet:fixed group-open/sheet:inset-0 group-open/sheet:z-40 group-open/sheet:rounded-none group-open/sheet:border-0 group-open/sheet:bg-slate-950/50 group-open/sheet:text-transparent dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 [&::-webkit-details-marker]:hidden ${wide.summary}`}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t('nav.filters')}
        {active > 0 ? <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white group-open/sheet:hidden">{active}</span> : null}
      </summary>
      <div
        className={`fixed inset-x-0 bottom-0 z-50 grid max-h-[80vh] gap-4 overflow-y-auto rounded-t-2xl border-t border-slate-200 bg-white p-5 pb-8 shadow-2xl dark:border-slate-800 dark:bg-slate-900 ${wide.sheet}`}
      >
        {children}
      </div>
    </details>
  )
}

// Whole class names, so the stylesheet build finds them. From the wide size on, the details
// element and its sheet take no box of their own: the selects sit in the form's row.
const layouts = {
  md: {
    details: 'md:contents md:[&::details-content]:contents md:[&::details-content]:[content-visibility:visible]',
    summary: 'md:hidden',
    sheet: 'md:contents',
  },
  lg: {
    details: 'lg:contents lg:[&::details-content]:contents lg:[&::details-content]:[content-visibility:visible]',
    summary: 'lg:hidden',
    sheet: 'lg:contents',
  },
} as const
