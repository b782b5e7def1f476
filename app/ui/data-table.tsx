import type { ReactNode } from 'react'

/** A table shell: bordered, scrolling sideways on a narrow screen; pass <thead>/<tbody> as children. */
export function DataTable({ children, testId, label }: { children: ReactNode; testId?: string; label?: string }) {
  return (
    // A wide table scrolls sideways in its box, which keyboard readers reach with Tab (a focusable region).
    <div className="overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800" tabIndex={0}>
      <table className="w-full text-start text-sm [&_td]:px-4 [&_td]:py-3 [&_th]:px-4 [&_th]:py-3 [&_thead]:bg-slate-50 dark:[&_thead]:bg-slate-900 [&_tbody]:divide-y [&_tbody]:divide-slate-200 dark:[&_tbody]:divide-slate-800" data-testid={testId} aria-label={label}>
        {children}
      </table>
    </div>
  )
}
