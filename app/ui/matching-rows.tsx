import type { ReactNode } from 'react'

/**
 * An admin list's rows, or, when no row matches its filters, a dashed box saying so in their
 * place (the pager below stays either way).
 */
export function MatchingRows({ count, none, children }: { count: number; none: string; children: ReactNode }) {
  if (count > 0) return children
  return <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">{none}</p>
}
