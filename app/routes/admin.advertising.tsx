import { requireAdmin } from '../accounts/session.server'
import { Link } from 'react-router'
import { AdminHeader, AdminPanel, adminButton } from '../admin/components/admin-ui'
import { listCampaigns, revenueByMonth } from '../ads/campaigns.server'
import { dollars, percent } from '../admin/components/advertising/ad-figures'
import { CampaignTable } from '../admin/components/advertising/campaign-table'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.advertising'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const campaigns = await listCampaigns(getDb())
  return { campaigns, revenue: revenueByMonth(campaigns) }
}

export const meta = () => [{ title: 'Advertising · Admin' }, { name: 'robots', content: 'noindex' }]

/** Campaigns, their delivery against even pace, flights falling behind, and sold advertising by month. */
export default function AdminAdvertising({ loaderData }: Route.ComponentProps) {
  const { campaigns, revenue } = loaderData
  const behind = campaigns.filter((c) => c.isBehind)
  return (
    <div className="space-y-8">
      <AdminHeader
        title="Advertising"
        description="Campaigns and their viewable impressions, counted first-party: at least half of the ad on screen for a second."
        actions={<Link to="/admin/advertising/new" className={adminButton.primary}>New campaign</Link>}
      />
      {behind.length > 0 ? (
        <AdminPanel title="Pacing alerts" testId="pacing-alerts">
          <ul className="space-y-1 text-sm">
            {behind.map((c) => (
              <li key={c.id}>
                <strong>{c.name}</strong> ({c.advertiser}) is {percent(c.behind, 0)} behind its even pace.
              </li>
            ))}
          </ul>
        </AdminPanel>
      ) : null}
      {campaigns.length > 0 ? (
        <CampaignTable campaigns={campaigns} />
      ) : (
        <AdminPanel>
          <p className="text-slate-700 dark:text-slate-300">No campaigns yet.</p>
        </AdminPanel>
      )}
      <AdminPanel title="Sold advertising by month" testId="ad-revenue">
        {revenue.length > 0 ? (
          <dl className="grid gap-3 sm:grid-cols-3">
            {revenue.map((m) => (
              <div key={m.month} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-600 dark:text-slate-400">{m.month}</dt>
                <dd className="text-lg font-semibold tabular-nums">{dollars(m.cents)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">Nothing sold yet.</p>
        )}
      </AdminPanel>
    </div>
  )
}
