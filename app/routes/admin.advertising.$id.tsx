import { data, Form } from 'react-router'
import { z } from 'zod'
import { requireAdmin } from '../accounts/session.server'
import { AdminHeader, AdminPanel, adminButton, adminInput } from '../admin/components/admin-ui'
import { allowedStatuses, campaignStatuses } from '../ads/ad-choices'
import { setCampaignStatus } from '../ads/campaigns.server'
import { CreativeCards } from '../ads/components/portal/creative-cards'
import { CampaignReportView } from '../ads/components/report/campaign-report'
import { campaignCreatives } from '../ads/portal/creatives.server'
import { inviteAdvertiserContact } from '../ads/portal/invitations.server'
import { campaignReport } from '../ads/report.server'
import { recordAudit } from '../audit/audit.server'
import { getDb } from '../db/client.server'
import { parseForm } from '../lib/parse-form.server'
import { normalizedEmail } from '../lib/validation'
import { FormMessage } from '../ui/forms'
import type { Route } from './+types/admin.advertising.$id'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const id = z.uuid().safeParse(params.id)
  const db = getDb()
  const report = id.success ? await campaignReport(db, id.data) : null
  if (!report) throw data('Campaign not found', { status: 404 })
  return { report, creatives: await campaignCreatives(db, report.campaign.id) }
}

const campaignForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), status: z.enum(campaignStatuses, { error: 'Choose a status' }) }),
  z.object({ intent: z.literal('invite'), email: normalizedEmail }),
])

/** Moves the campaign to another status (live, paused, completed), or invites a contact of the advertiser to the portal. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const id = z.uuid().safeParse(params.id)
  if (!id.success) throw data('Campaign not found', { status: 404 })
  const parsed = await parseForm(request, campaignForm, { fallbackMessage: 'Choose a status for the campaign.' })
  if (!parsed.ok) return data({ error: parsed.message, notice: null }, { status: 400 })
  const db = getDb()
  const form = parsed.data
  if (form.intent === 'invite') {
    const report = await campaignReport(db, id.data)
    if (!report) throw data('Campaign not found', { status: 404 })
    await inviteAdvertiserContact(db, { advertiserId: report.campaign.advertiserId, email: form.email, actor: admin })
    await recordAudit(db, { actorId: admin.id, action: 'advertiser.invite', targetType: 'ad_campaign', targetId: id.data, details: {} })
    return { error: null, notice: `Invitation sent to ${form.email}.` }
  }
  if (!(await setCampaignStatus(db, id.data, form.status))) {
    return data({ error: `The campaign cannot be set to ${form.status.replace('_', ' ')} from where it is.`, notice: null }, { status: 409 })
  }
  await recordAudit(db, { actorId: admin.id, action: 'campaign.status', targetType: 'ad_campaign', targetId: id.data, details: { status: form.status } })
  return { error: null, notice: null }
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.report.campaign.name ?? 'Campaign'} · Advertising · Admin` },
  { name: 'robots', content: 'noindex' },
]

const statusLabels: Record<string, string> = { live: 'Resume', paused: 'Pause', completed: 'End campaign' }

/** One campaign for the admins: its status, its creatives and where each stands, portal invitations, and its report. */
export default function AdminCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign } = loaderData.report
  const moves = allowedStatuses(campaign.status)
  return (
    <div className="space-y-8">
      <AdminHeader
        title={campaign.name}
        back={{ to: '/admin/advertising', label: 'All campaigns' }}
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
          </>
        }
      />
      <p className="text-sm" data-testid="campaign-status">
        Status: <strong>{campaign.status.replace('_', ' ')}</strong>
      </p>
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      {actionData?.notice ? <FormMessage tone="success">{actionData.notice}</FormMessage> : null}
      <AdminPanel title="Creatives">
        <CreativeCards creatives={loaderData.creatives} canApprove={false} />
      </AdminPanel>
      <AdminPanel title="Advertiser portal">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="invite" />
          <label className="min-w-64 flex-1 text-sm font-medium">
            Invite a contact of {campaign.advertiser}
            <input name="email" type="email" required maxLength={254} className={`${adminInput} mt-1`} />
          </label>
          <button type="submit" className={adminButton.secondary}>Send invitation</button>
        </Form>
      </AdminPanel>
      <CampaignReportView report={loaderData.report} />
    </div>
  )
}
