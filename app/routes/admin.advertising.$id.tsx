import { data, Form } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, adminButton, adminInput } from '../admin/components/admin-ui'
import { allowedStatuses, campaignStatuses } from '../ads/ad-choices'
import { setCampaignStatus } from '../ads/campaigns.server'
import { bookingPayer, bookingPayment, cancelBooking } from '../ads/booking/booking.server'
import { refundAtProvider } from '../ads/booking/booking-checkout.server'
import { notify } from '../notifications/notifications.server'
import { CreativeCards } from '../ads/components/portal/creative-cards'
import { CampaignReportView } from '../ads/components/report/campaign-report'
import { campaignCreatives } from '../ads/portal/creatives.server'
import { inviteAdvertiserContact } from '../ads/portal/invitations.server'
import { setSponsoredArticle } from '../ads/sponsored-content.server'
import { endEpisodeSponsorship, sponsorEpisode } from '../ads/podcast-sponsorship.server'
import { SponsorshipPanel } from '../admin/components/advertising/sponsorship-panel'
import { BookingPaymentPanel } from '../admin/components/advertising/booking-payment-panel'
import { appErrorResponse } from '../lib/error-responses.server'
import { campaignReport } from '../ads/report.server'
import { recordAudit } from '../audit/audit.server'
import { getDb } from '../db/client.server'
import { parseForm } from '../lib/parse-form.server'
import { normalizedEmail } from '../lib/validation'
import { FormMessage } from '../ui/forms'
import type { Route } from './+types/admin.advertising.$id'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'advertising')
  const id = z.uuid().safeParse(params.id)
  const db = getDb()
  const report = id.success ? await campaignReport(db, id.data) : null
  if (!report) throw data('Campaign not found', { status: 404 })
  const [creatives, payment] = await Promise.all([campaignCreatives(db, report.campaign.id), bookingPayment(db, report.campaign.id)])
  return { report, creatives, payment: payment && { provider: payment.provider, status: payment.status, amountCents: payment.amountCents, paidAt: payment.paidAt, refundedAt: payment.refundedAt } }
}

/** An item's slug, also when its whole address is pasted. */
const slugFrom = (section: string, what: string) =>
  z.string().trim().min(1, `Give the ${what}’s address`).max(300).transform((v) => v.replace(new RegExp(`^.*/${section}/`), '').replace(/[?#].*$/, ''))
const articleSlug = slugFrom('news', 'article')
const episodeSlug = slugFrom('podcasts', 'episode')

const campaignForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), status: z.enum(campaignStatuses, { error: 'Choose a status' }) }),
  z.object({ intent: z.literal('invite'), email: normalizedEmail }),
  z.object({ intent: z.literal('refund') }),
  z.object({ intent: z.literal('sponsor-article'), slug: articleSlug }),
  z.object({ intent: z.literal('unsponsor-article'), slug: articleSlug }),
  z.object({ intent: z.literal('sponsor-episode'), slug: episodeSlug, message: z.string().trim().min(1, 'Write the sponsor message').max(400, 'The message must be at most 400 characters') }),
  z.object({ intent: z.literal('unsponsor-episode'), slug: episodeSlug }),
])

/** Moves the campaign to another status (live, paused, completed), cancels and refunds a booking, or invites a contact of the advertiser to the portal. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'advertising')
  const id = z.uuid().safeParse(params.id)
  if (!id.success) throw data('Campaign not found', { status: 404 })
  const parsed = await parseForm(request, campaignForm, { fallbackMessage: 'Choose a status for the campaign.' })
  if (!parsed.ok) return data({ error: parsed.message, notice: null }, { status: 400 })
  const db = getDb()
  const form = parsed.data
  if (form.intent === 'sponsor-article' || form.intent === 'unsponsor-article') {
    const sponsored = form.intent === 'sponsor-article'
    try {
      await setSponsoredArticle(db, { campaignId: id.data, slug: form.slug, sponsored })
    } catch (error) {
      return appErrorResponse(error, (refusal) => ({ error: refusal.message, notice: null }))
    }
    await recordAudit(db, { actorId: admin.id, action: sponsored ? 'campaign.sponsor_article' : 'campaign.unsponsor_article', targetType: 'ad_campaign', targetId: id.data, details: { slug: form.slug } })
    return { error: null, notice: sponsored ? 'The article is now marked as sponsored by this advertiser.' : 'The article is no longer sponsored.' }
  }
  if (form.intent === 'sponsor-episode' || form.intent === 'unsponsor-episode') {
    try {
      if (form.intent === 'sponsor-episode') await sponsorEpisode(db, { campaignId: id.data, slug: form.slug, message: form.message })
      else if (!(await endEpisodeSponsorship(db, { campaignId: id.data, slug: form.slug }))) return data({ error: 'This campaign does not sponsor that episode.', notice: null }, { status: 404 })
    } catch (error) {
      return appErrorResponse(error, (refusal) => ({ error: refusal.message, notice: null }))
    }
    await recordAudit(db, { actorId: admin.id, action: `campaign.${form.intent.replace('-', '_')}`, targetType: 'ad_campaign', targetId: id.data, details: { slug: form.slug } })
    return { error: null, notice: form.intent === 'sponsor-episode' ? 'The episode now carries the sponsor message.' : 'The episode is no longer sponsored.' }
  }
  if (form.intent === 'refund') {
    try {
      await cancelBooking(db, { campaignId: id.data, refund: refundAtProvider })
    } catch (error) {
      return appErrorResponse(error, (refusal) => ({ error: refusal.message, notice: null }))
    }
    await recordAudit(db, { actorId: admin.id, action: 'campaign.refund', targetType: 'ad_campaign', targetId: id.data, details: {} })
    const payer = await bookingPayer(db, id.data)
    if (payer) await notify(db, { userId: payer, type: 'info', title: 'Campaign canceled and refunded', message: 'We could not run your campaign, and your payment was refunded in full.', link: `/advertiser/campaigns/${id.data}` })
    return { error: null, notice: 'The campaign is canceled and its payment refunded.' }
  }
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
      {loaderData.payment ? <BookingPaymentPanel payment={loaderData.payment} status={campaign.status} /> : null}
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
      <SponsorshipPanel
        title="Sponsored content"
        items={loaderData.report.sponsored}
        kind={{ add: 'sponsor-article', remove: 'unsponsor-article', pathPrefix: '/news/', label: 'Article address or slug (Enterprise package)' }}
      />
      <SponsorshipPanel
        title="Podcast sponsorship"
        items={loaderData.report.episodes}
        kind={{ add: 'sponsor-episode', remove: 'unsponsor-episode', pathPrefix: '/podcasts/', label: 'Episode address or slug (Enterprise package)' }}
        extraField={
          <label className="block text-sm font-medium">
            Sponsor message (shown in the episode's notes and feed)
            <textarea name="message" required maxLength={400} rows={2} className={`${adminInput} mt-1`} />
          </label>
        }
      />
      <CampaignReportView report={loaderData.report} />
    </div>
  )
}
