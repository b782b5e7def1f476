import { data, Link } from 'react-router'
import { z } from 'zod'
import { requireAdmin } from '../accounts/session.server'
import { AdminHeader, adminButton } from '../admin/components/admin-ui'
import { CampaignReportView } from '../admin/components/advertising/campaign-report-view'
import { campaignReport } from '../ads/report.server'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.advertising.$id'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const id = z.uuid().safeParse(params.id)
  const report = id.success ? await campaignReport(getDb(), id.data) : null
  if (!report) throw data('Campaign not found', { status: 404 })
  return { report }
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.report.campaign.name ?? 'Campaign'} · Advertising · Admin` },
  { name: 'robots', content: 'noindex' },
]

/** One campaign's report for the admins. */
export default function AdminCampaign({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData.report
  return (
    <div className="space-y-8">
      <AdminHeader
        title={campaign.name}
        description={`${campaign.advertiser} · ${campaign.packageId} package · ${campaign.startsOn} → ${campaign.endsOn} · ${campaign.soldImpressions.toLocaleString('en-US')} viewable impressions sold`}
        actions={<Link to="/admin/advertising" className={adminButton.secondary}>All campaigns</Link>}
      />
      <CampaignReportView report={loaderData.report} />
    </div>
  )
}
