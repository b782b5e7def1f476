import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import { requireAdmin } from '../accounts/session.server'
import { AdminHeader, adminButton } from '../admin/components/admin-ui'
import { CampaignReportView } from '../admin/components/advertising/campaign-report-view'
import { allowedStatuses, campaignStatuses } from '../ads/ad-choices'
import { setCampaignStatus } from '../ads/campaigns.server'
import { campaignReport } from '../ads/report.server'
import { recordAudit } from '../audit/audit.server'
import { parseForm } from '../lib/parse-form.server'
import { FormMessage } from '../ui/forms'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.advertising.$id'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const id = z.uuid().safeParse(params.id)
  const report = id.success ? await campaignReport(getDb(), id.data) : null
  if (!report) throw data('Campaign not found', { status: 404 })
  return { report }
}

const statusForm = z.object({
  intent: z.literal('status'),
  status: z.enum(campaignStatuses, { error: 'Choose a status' }),
})

/** Moves the campaign to another status (live, paused, completed). */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const id = z.uuid().safeParse(params.id)
  if (!id.success) throw data('Campaign not found', { status: 404 })
  const parsed = await parseForm(request, statusForm, { fallbackMessage: 'Choose a status for the campaign.' })
  if (!parsed.ok) return data({ error: parsed.message }, { status: 400 })
  const db = getDb()
  if (!(await setCampaignStatus(db, id.data, parsed.data.status))) {
    return data({ error: `The campaign cannot be set to ${parsed.data.status.replace('_', ' ')} from where it is.` }, { status: 409 })
  }
  await recordAudit(db, { actorId: admin.id, action: 'campaign.status', targetType: 'ad_campaign', targetId: id.data, details: { status: parsed.data.status } })
  return { error: null }
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.report.campaign.name ?? 'Campaign'} · Advertising · Admin` },
  { name: 'robots', content: 'noindex' },
]

/** One campaign's report for the admins. */
const statusLabels: Record<string, string> = { live: 'Resume', paused: 'Pause', completed: 'End campaign' }

export default function AdminCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign } = loaderData.report
  const moves = allowedStatuses(campaign.status)
  return (
    <div className="space-y-8">
      <AdminHeader
        title={campaign.name}
        description={`${campaign.advertiser} · ${campaign.packageId} package · ${campaign.startsOn} → ${campaign.endsOn} · ${campaign.soldImpressions.toLocaleString('en-US')} viewable impressions sold`}
        actions={
          <>
            {moves.map((status) => (
              <Form key={status} method="post">
                <input type="hidden" name="intent" value="status" />
                <button type="submit" name="status" value={status} className={status === 'completed' ? adminButton.danger : adminButton.secondary}>
                  {status === 'live' && campaign.status === 'scheduled' ? 'Start now' : statusLabels[status]}
                </button>
              </Form>
            ))}
            <Link to="/admin/advertising" className={adminButton.secondary}>All campaigns</Link>
          </>
        }
      />
      <p className="text-sm" data-testid="campaign-status">
        Status: <strong>{campaign.status.replace('_', ' ')}</strong>
      </p>
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      <CampaignReportView report={loaderData.report} />
    </div>
  )
}
