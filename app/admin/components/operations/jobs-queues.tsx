import type { QueueDepth } from '../../../jobs/overview.server'
import { AdminTable } from '../admin-ui'
import { formatCount } from './operations-format'

/** A cron schedule in words, for the common shapes; others are shown as they are. */
function describeCron(cron: string | null) {
  if (!cron) return 'On demand'
  const parts = cron.trim().split(/\s+/)
  if (parts.length !== 5) return cron
  const [minute, hour, day, month, weekday] = parts as [string, string, string, string, string]
  const rest = day === '*' && month === '*' && weekday === '*'
  if (!rest) return cron
  if (minute === '*' && hour === '*') return 'Every minute'
  const every = /^\*\/(\d+)$/.exec(minute)
  if (every && hour === '*') return `Every ${every[1]} minutes`
  if (/^\d+$/.test(minute) && hour === '*') return `Hourly at :${minute.padStart(2, '0')}`
  if (/^\d+$/.test(minute) && /^\d+$/.test(hour)) return `Daily at ${hour.padStart(2, '0')}:${minute.padStart(2, '0')} UTC`
  const everyHours = /^\*\/(\d+)$/.exec(hour)
  if (/^\d+$/.test(minute) && everyHours) return `Every ${everyHours[1]} hours at :${minute.padStart(2, '0')}`
  return cron
}

/** Each queue's schedule and how many of its jobs wait, are deferred, run, failed or finished. */
export function Queues({ depths }: { depths: QueueDepth[] }) {
  const figure = (n: number, tone = '') => <td className={`text-right tabular-nums ${n > 0 ? tone : 'text-slate-500 dark:text-slate-400'}`}>{formatCount(n)}</td>
  return (
    <section aria-labelledby="queues-heading" className="space-y-4">
      <h2 id="queues-heading" className="text-xl font-semibold">Queues</h2>
      <AdminTable testId="queues" label="Queues">
        <thead>
          <tr>
            <th>Queue</th><th>Schedule</th><th className="text-right">Waiting</th><th className="text-right">Deferred</th>
            <th className="text-right">Active</th><th className="text-right">Failed</th><th className="text-right">Done (24 h)</th>
          </tr>
        </thead>
        <tbody>
          {depths.map((queue) => (
            <tr key={queue.name}>
              <td className="font-mono text-xs whitespace-nowrap">{queue.name}</td>
              <td className="whitespace-nowrap">{queue.cron ? <span title={`cron: ${queue.cron} (UTC)`}>{describeCron(queue.cron)}</span> : 'On demand'}</td>
              {figure(queue.waiting, 'font-semibold')}
              {figure(queue.deferred)}
              {figure(queue.active, 'font-semibold text-sky-700 dark:text-sky-300')}
              {figure(queue.failed, 'font-semibold text-red-700 dark:text-red-400')}
              {figure(queue.completedLastDay)}
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <p className="text-sm text-slate-600 dark:text-slate-400">Waiting jobs are due now; deferred ones wait for a later time (a scheduled edition, a retry after a failure).</p>
    </section>
  )
}
