import { Link } from 'react-router'
import type { getAnalytics } from '../../operations/analytics.server'
import { AdminPanel, AdminTable } from '../admin-ui'
import { formatCount } from './operations-format'

type Attribution = Awaited<ReturnType<typeof getAnalytics>>['attribution']

const sourceLabels: Record<string, string> = {
  search: 'Search engines',
  social: 'Social networks',
  newsletter: 'Newsletter and e-mail',
  campaign: 'Campaigns (utm_*)',
  other_site: 'Other sites',
  direct: 'Direct or unknown',
}

/** Admin → Analytics: where members come from, which content brings them, and the funnel by week (decision 49). */
export function AttributionPanels({ attribution, days }: { attribution: Attribution; days: number }) {
  const { bySource, byContent, funnel } = attribution
  return (
    <section aria-labelledby="members-gained" className="space-y-4">
      <h2 id="members-gained" className="text-xl font-semibold">Members gained <span className="text-sm font-normal text-slate-600 dark:text-slate-400">(last {days} days)</span></h2>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <AdminPanel title="By source" testId="conversions-by-source">
          <AdminTable label="Conversions by source">
            <thead>
              <tr><th className="text-start">Source</th><th className="text-end">Sign-ups</th><th className="text-end">Paid</th><th className="text-end">Cancellations</th></tr>
            </thead>
            <tbody>
              {bySource.map((row) => (
                <tr key={row.source} data-source={row.source}>
                  <td>{sourceLabels[row.source] ?? row.source}</td>
                  <td className="text-end tabular-nums" data-testid={`signups-${row.source}`}>{formatCount(row.signups)}</td>
                  <td className="text-end tabular-nums" data-testid={`paid-${row.source}`}>{formatCount(row.paid)}</td>
                  <td className="text-end tabular-nums">{formatCount(row.cancellations)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </AdminPanel>
        <AdminPanel title="By content read before converting" testId="conversions-by-content">
          {byContent.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No conversion followed a content item in this period.</p>
          ) : (
            <AdminTable label="Conversions by content item">
              <thead>
                <tr><th className="text-start">Item</th><th className="text-end">Sign-ups</th><th className="text-end">Paid</th></tr>
              </thead>
              <tbody>
                {byContent.map((row) => (
                  <tr key={row.path}>
                    <td><Link to={row.path} className="font-semibold hover:underline">{row.title}</Link><span className="block text-xs text-slate-600 dark:text-slate-400">{row.kind}</span></td>
                    <td className="text-end tabular-nums">{formatCount(row.signups)}</td>
                    <td className="text-end tabular-nums">{formatCount(row.paid)}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
        </AdminPanel>
      </div>
      <AdminPanel title="Funnel: visitor → free → paid, by week" testId="conversion-funnel">
        <AdminTable label="Funnel by week">
          <thead>
            <tr><th className="text-start">Week</th><th className="text-end">Page views</th><th className="text-end">Sign-ups</th><th className="text-end">Per 1,000 views</th><th className="text-end">Paid</th></tr>
          </thead>
          <tbody>
            {funnel.map((week) => (
              <tr key={week.from}>
                <td className="whitespace-nowrap">{week.from === week.to ? week.from : `${week.from} – ${week.to}`}</td>
                <td className="text-end tabular-nums">{formatCount(week.pageViews)}</td>
                <td className="text-end tabular-nums">{formatCount(week.signups)}</td>
                <td className="text-end tabular-nums">{week.pageViews === 0 ? '—' : (Math.round((week.signups / week.pageViews) * 10_000) / 10).toLocaleString('en-US')}</td>
                <td className="text-end tabular-nums">{formatCount(week.paid)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">Attribution is first-party: the source is the site a visit came from (or its utm_* tags), kept in the reader’s browser until they sign up or pay, and the content item is the last one they read. Paid counts paid starts (trials included) and upgrades, in the week they happened, whenever the member signed up.</p>
      </AdminPanel>
    </section>
  )
}
