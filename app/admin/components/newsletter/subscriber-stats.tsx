import type { SubscriberStatus } from '../../../newsletter/admin/subscribers.server'
import { formatCount } from '../operations/operations-format'

function Stat({ label, value, hint, testId }: { label: string; value: number; hint: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums" data-testid={testId}>{formatCount(value)}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
    </div>
  )
}

/** How many subscriptions are active, pending and unsubscribed. */
export function SubscriberStats({ counts }: { counts: Record<SubscriberStatus, number> }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Stat label="Active" value={counts.active} hint="Confirmed and receiving editions." testId="count-active" />
      <Stat label="Pending" value={counts.pending} hint="Signed up, not confirmed yet." testId="count-pending" />
      <Stat label="Unsubscribed" value={counts.unsubscribed} hint="Left the list." testId="count-unsubscribed" />
    </div>
  )
}
