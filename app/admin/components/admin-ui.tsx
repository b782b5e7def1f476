import type { ReactNode } from 'react'
import { BackLink } from '../../ui/back-link'
import { DataTable } from '../../ui/data-table'

/** Heading block of an admin page: an optional link back to its section, title, one-line description and optional actions. */
export function AdminHeader({ title, description, actions, back }: { title: string; description?: string; actions?: ReactNode; back?: { to: string; label: string } }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        {back ? <div className="mb-3"><BackLink to={back.to}>{back.label}</BackLink></div> : null}
        <h1 className="font-serif text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {description ? <p className="mt-2 text-slate-600 dark:text-slate-400">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  )
}

/** A bordered card for a group of admin content. */
export function AdminPanel({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid={testId}>
      {title ? <h2 className="mb-4 text-lg font-semibold">{title}</h2> : null}
      {children}
    </section>
  )
}

/** A panel's headline figures, four to a row on wide screens; each figure's `testId` names its value. */
export function FigureGrid({ figures, className = '' }: { figures: { label: string; value: string; testId: string }[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 sm:grid-cols-4 ${className}`}>
      {figures.map(({ label, value, testId }) => (
        <div key={testId} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const badgeTones = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  blue: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const

export function Badge({ tone = 'slate', children }: { tone?: keyof typeof badgeTones; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>{children}</span>
}

/** Table shell with the admin look; pass <thead>/<tbody> rows as children. */
export const AdminTable = DataTable

export const adminButton = {
  primary: 'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
  secondary: 'inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800',
  danger: 'inline-flex items-center justify-center gap-2 rounded-full border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950',
} as const

export const adminInput = 'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950'

/** Dates in the console are shown in UTC so every admin reads the same time. */
export const adminTime = (date: Date | string | null | undefined) =>
  date ? new Date(date).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '—'
