import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, adminButton } from '../admin/components/admin-ui'
import { listCampaigns, revenueByMonth } from '../ads/campaigns.server'
import { dollars, percent } from '../admin/components/advertising/ad-figures'
import { CampaignTable } from '../admin/components/advertising/campaign-table'
import { getDb } from '../db/client.server'
import { data, Link } from 'react-router'
import { z } from 'zod'
import { ReviewQueue } from '../admin/components/advertising/review-queue'
import { reviewCreative, reviewQueue } from '../ads/portal/creatives.server'
import { recordAudit } from '../audit/audit.server'
import { appErrorResponse } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { FormMessage } from '../ui/forms'
import type { Route } from './+types/admin.advertising'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'advertising')
  const db = getDb()
  const [campaigns, queue] = await Promise.all([listCampaigns(db), reviewQueue(db)])
  return { campaigns, queue, revenue: revenueByMonth(campaigns) }
}

const reviewForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), creativeId: z.uuid() }),
  z.object({ intent: z.literal('reject'), creativeId: z.uuid(), note: z.string().trim().min(1, 'Say why the creative is turned down').max(300, 'The reason must be at most 300 characters') }),
])

/** Staff approve a creative an advertiser submitted, or turn it down with a reason. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'advertising')
  const parsed = await parseForm(request, reviewForm, { fallbackMessage: 'Choose Approve or Turn down.' })
  if (!parsed.ok) return data({ error: parsed.message }, { status: 400 })
  const db = getDb()
  const decision = parsed.data.intent === 'approve' ? 'approved' : 'rejected'
  try {
    const { campaignId } = await reviewCreative(db, { creativeId: parsed.data.creativeId, staffId: admin.id, decision, note: parsed.data.intent === 'reject' ? parsed.data.note : '' })
    await recordAudit(db, { actorId: admin.id, action: `creative.${decision}`, targetType: 'ad_campaign', targetId: campaignId, details: { creativeId: parsed.data.creativeId } })
  } catch (error) {
    return appErrorResponse(error, (refusal) => ({ error: refusal.message }))
  }
  return { error: null }
}

export const meta = () => [{ title: 'Advertising · Admin' }, { name: 'robots', content: 'noindex' }]

/** Campaigns, their delivery against even pace, flights falling behind, and sold advertising by month. */
export default function AdminAdvertising({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, queue, revenue } = loaderData
  const behind = campaigns.filter((c) => c.isBehind)
  return (
    <div className="space-y-8">
      <AdminHeader
        title="Advertising"
        description="Campaigns and their viewable impressions, counted first-party: at least half of the ad on screen for a second."
        actions={<Link to="/admin/advertising/new" className={adminButton.primary}>New campaign</Link>}
      />
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      <ReviewQueue creatives={queue} />
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
