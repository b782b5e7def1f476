import { Link } from 'react-router'
import { analyticsRanges, parseRange } from '../admin/operations/analytics'
import { getAnalytics } from '../admin/operations/analytics.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel } from '../admin/components/admin-ui'
import { ChartCard } from '../admin/components/operations/chart-card'
import { DailyFigures } from '../admin/components/operations/daily-figures'
import { formatCount, formatMoney, formatPercent } from '../admin/components/operations/operations-format'
import { TopList } from '../admin/components/operations/top-list'
import { getDb } from '../db/client.server'
import { AttributionPanels } from '../admin/components/operations/attribution-panels'
import type { Route } from './+types/admin.analytics'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'analytics')
  const days = parseRange(new URL(request.url).searchParams.get('days'))
  return getAnalytics(getDb(), { days })
}

export const meta = () => [{ title: 'Analytics · Admin' }, { name: 'robots', content: 'noindex' }]

const dollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '')

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { days, series, totals, conversion, topContent, topPages } = loaderData
  const points = (key: 'pageViews' | 'signUps' | 'newSubscriptions' | 'revenueCents') => series.map((d) => ({ day: d.day, value: d[key] }))
  return (
    <div className="space-y-8">
      <AdminHeader
        title="Analytics"
        description={`The last ${days} days (UTC), today included.`}
        actions={
          <nav aria-label="Period" className="flex gap-1 rounded-full border border-slate-300 p-1 dark:border-slate-700">
            {analyticsRanges.map((range) => (
              <Link
                key={range}
                to={`?days=${range}`}
                aria-current={range === days ? 'page' : undefined}
                className={`rounded-full px-3 py-1 text-sm font-semibold ${range === days ? 'bg-brand-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
              >
                {range} days
              </Link>
            ))}
          </nav>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard title="Page views" total={formatCount(totals.pageViews)} points={points('pageViews')} kind="area" label="Page views" format={formatCount} color="text-brand-600 dark:text-brand-300" />
        <ChartCard title="Sign-ups" total={formatCount(totals.signUps)} points={points('signUps')} kind="bar" label="Sign-ups" format={formatCount} color="text-sky-600 dark:text-sky-300" />
        <ChartCard title="New subscriptions" total={formatCount(totals.newSubscriptions)} points={points('newSubscriptions')} kind="bar" label="New subscriptions" format={formatCount} color="text-amber-600 dark:text-amber-300" />
        <ChartCard title="Revenue" total={formatMoney(totals.revenueCents)} points={points('revenueCents')} kind="area" label="Revenue" format={dollars} minScale={10_000} color="text-emerald-600 dark:text-emerald-300" />
      </div>
      <AdminPanel title="Free → paid conversion" testId="conversion">
        <dl className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">All members</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{formatPercent(conversion.percent)}</dd>
            <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{formatCount(conversion.paid)} of {formatCount(conversion.members)} members have paid for a subscription.</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Joined in the last {days} days</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{formatPercent(conversion.newPercent)}</dd>
            <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{formatCount(conversion.newPaid)} of {formatCount(conversion.newMembers)} new members have paid for a subscription.</dd>
          </div>
        </dl>
      </AdminPanel>
      <AttributionPanels attribution={loaderData.attribution} days={days} />
      <section aria-labelledby="top-content" className="space-y-4">
        <h2 id="top-content" className="text-xl font-semibold">Top content <span className="text-sm font-normal text-slate-600 dark:text-slate-400">(all time)</span></h2>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <TopList title="Articles" unit={['view', 'views']} items={topContent.articles} />
          <TopList title="Tutorials" unit={['view', 'views']} items={topContent.tutorials} />
          <TopList title="Videos" unit={['view', 'views']} items={topContent.videos} />
          <TopList title="Podcast episodes" unit={['play', 'plays']} items={topContent.podcasts} />
        </div>
      </section>
      <TopList title={`Most visited pages (last ${days} days)`} unit={['view', 'views']} items={topPages.map((p) => ({ title: p.path, path: p.path, views: p.views }))} />
      <DailyFigures
        summary="Daily figures"
        testId="daily-figures"
        label="Daily figures"
        days={series}
        figures={[
          { header: 'Page views', cell: (d) => formatCount(d.pageViews) },
          { header: 'Sign-ups', cell: (d) => formatCount(d.signUps) },
          { header: 'New subscriptions', cell: (d) => formatCount(d.newSubscriptions) },
          { header: 'Revenue', cell: (d) => formatMoney(d.revenueCents) },
        ]}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Page views are counted on this site itself: members always, visitors only when they accepted analytics cookies; bots are left out.
      </p>
    </div>
  )
}
