import { Link, redirect } from 'react-router'
import { z } from 'zod'
import { newsCategories, type NewsFetchResult } from '../admin/operations/news-fetch'
import { fetchNews } from '../admin/operations/news-fetch.server'
import { getOverview } from '../admin/operations/admin-overview.server'
import { requirePermission } from '../admin/access.server'
import { can, sectionsFor } from '../admin/permissions'
import { requireUser } from '../accounts/session.server'
import { AdminHeader } from '../admin/components/admin-ui'
import { formatCount, formatMoney } from '../admin/components/operations/operations-format'
import { NewsFetchPanel } from '../admin/components/operations/news-fetch-panel'
import { RecentArticles, RecentUsers } from '../admin/components/operations/recent-lists'
import { StatCard } from '../admin/components/operations/stat-card'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin._index'
import { parseForm } from '../lib/parse-form.server'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  // Staff without the overview start at the first section their role opens.
  const first = sectionsFor(user.role)[0]
  if (!can(user.role, 'overview') && first && first.to !== '/admin') throw redirect(first.to)
  await requirePermission(request, 'overview')
  const overview = await getOverview(getDb())
  return { ...overview, isNewsConfigured: Boolean(getConfig().NEWSAPI_KEY) }
}

const newsFetchForm = z.object({ intent: z.literal('news-fetch'), category: z.enum(newsCategories) })

/** The news-fetch tool's form (the same call as POST /admin/news-fetch). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'news.fetch')
  const parsed = await parseForm(request, newsFetchForm)
  if (!parsed.ok) return parsed.reply<NewsFetchResult>({ success: false, fetched: 0, inserted: 0, articles: [], error: 'Choose one of the six categories.' })
  return fetchNews(getDb(), { actorId: admin.id, category: parsed.data.category })
}

export const meta = () => [{ title: 'Overview · Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { metrics, recentArticles, recentUsers, isNewsConfigured } = loaderData
  return (
    <div className="space-y-8">
      <AdminHeader title="Overview" description="Figures from the database; each change compares with 30 days earlier." />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <StatCard label="Total users" metric={metrics.totalUsers} format={formatCount} />
        <StatCard label="Active subscriptions" metric={metrics.activeSubscriptions} format={formatCount} />
        <StatCard label="Articles published" metric={metrics.articlesPublished} format={formatCount} />
        <StatCard label="Monthly recurring revenue" metric={metrics.monthlyRecurringRevenueCents} format={formatMoney} />
      </div>
      <NewsFetchPanel isConfigured={isNewsConfigured} fallback={actionData ?? undefined} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <RecentArticles articles={recentArticles} />
        <RecentUsers users={recentUsers} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The <Link to="/admin/settings#outbox" className="font-semibold text-brand-600 hover:underline dark:text-brand-300">E-mail outbox</Link> and the{' '}
        <Link to="/admin/settings#inbox" className="font-semibold text-brand-600 hover:underline dark:text-brand-300">contact and proposal inboxes</Link> are in Settings.
      </p>
    </div>
  )
}
