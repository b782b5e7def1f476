import { data, redirect, useNavigation } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { CampaignForm } from '../admin/components/advertising/campaign-form'
import { AdminHeader } from '../admin/components/admin-ui'
import { isAdPlacement, isSponsoredEditionKind } from '../ads/ad-choices'
import { newsletterEditionsOf } from '../ads/packages'
import { campaignSchema } from '../ads/campaign-input'
import { bookCampaign } from '../ads/campaigns.server'
import { inviteAdvertiserContact } from '../ads/portal/invitations.server'
import { recordAudit } from '../audit/audit.server'
import { getDb } from '../db/client.server'
import { findProposal } from '../inbox/inbox.server'
import { setInboxHandled } from '../admin/admin-inbox.server'
import { z } from 'zod'
import { utcDay } from '../lib/dates'
import { parseForm } from '../lib/parse-form.server'
import { CREATIVE_FORM_MAX_BYTES, saveCreativeImages } from '../ads/creative-images.server'
import type { Route } from './+types/admin.advertising.new'

/** The form's first values: a month from today, and the proposal's company when booked from one. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'advertising')
  const today = utcDay(new Date())
  const end = utcDay(new Date(Date.now() + 29 * 86_400_000))
  const proposalId = z.uuid().safeParse(new URL(request.url).searchParams.get('proposal'))
  const proposal = proposalId.success ? await findProposal(getDb(), proposalId.data) : null
  return {
    defaults: {
      packageId: 'startup',
      startsOn: today,
      endsOn: end,
      frequencyCap: '3',
      ...(proposal ? { advertiser: proposal.companyName, contactEmail: proposal.email, name: `${proposal.companyName}: ${proposal.advertisementType}`, proposalId: proposal.id } : {}),
    },
    proposal,
  }
}

/** Books the campaign and opens its report; a refused form comes back with what was typed. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'advertising')
  const parsed = await parseForm(request, campaignSchema, { maxBytes: CREATIVE_FORM_MAX_BYTES })
  const placements = (parsed.form.getAll('placements') as string[]).filter(isAdPlacement)
  const newsletterKinds = (parsed.form.getAll('newsletterKinds') as string[]).filter(isSponsoredEditionKind)
  if (!parsed.ok) return parsed.reply({ placements, newsletterKinds })
  const refuse = (errors: Record<string, string>) => data({ errors, values: parsed.values, placements, newsletterKinds }, { status: 400 })
  if (placements.length === 0 && newsletterKinds.length === 0) return refuse({ placements: 'Choose at least one placement or newsletter edition' })
  if (newsletterKinds.length > 0 && newsletterEditionsOf(parsed.data.packageId) === 0) return refuse({ newsletterKinds: 'The Startup package has no newsletter sponsorship' })
  const db = getDb()
  // Each creative's banner image, stored as an upload; an image needs its description.
  const saved = await saveCreativeImages(db, { form: parsed.form, suffixes: ['A', 'B'], alts: { imageAltA: parsed.data.imageAltA, imageAltB: parsed.data.imageAltB }, actorId: admin.id, altMissing: 'Describe the image for readers who cannot see it' })
  if (saved.errors) return refuse(saved.errors)
  const images = saved.images
  const { campaignId: id, advertiserId } = await bookCampaign(db, { ...parsed.data, placements, newsletterKinds, images })
  if (parsed.data.contactEmail) await inviteAdvertiserContact(db, { advertiserId, email: parsed.data.contactEmail, actor: admin })
  const proposalId = z.uuid().safeParse(parsed.form.get('proposalId'))
  if (proposalId.success) await setInboxHandled(db, { actorId: admin.id, kind: 'proposal', id: proposalId.data, isHandled: true })
  await recordAudit(db, { actorId: admin.id, action: 'campaign.book', targetType: 'ad_campaign', targetId: id, details: { name: parsed.data.name, invited: Boolean(parsed.data.contactEmail) } })
  throw redirect(`/admin/advertising/${id}`)
}

export const meta = () => [{ title: 'New campaign · Advertising · Admin' }, { name: 'robots', content: 'noindex' }]

export default function NewCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const state = { values: actionData?.values ?? loaderData.defaults, errors: actionData?.errors ?? {} }
  const placements = actionData ? actionData.placements : ['news-list', 'article']
  const newsletterKinds = actionData ? actionData.newsletterKinds : []
  return (
    <div className="space-y-6">
      <AdminHeader
        title="New campaign"
        description="Book a package for an advertiser. With a contact e-mail, the advertiser is invited to the portal and approves the creatives before they run; the campaign runs from its first day."
        back={{ to: '/admin/advertising', label: 'All campaigns' }}
      />
      {loaderData.proposal ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="from-proposal">
          From the proposal of {loaderData.proposal.fullName} ({loaderData.proposal.companyName}): {loaderData.proposal.advertisementType}, {loaderData.proposal.monthlyBudget} a month. It is marked handled once the campaign is booked.
        </p>
      ) : null}
      <CampaignForm state={state} placements={placements} newsletterKinds={newsletterKinds} isPending={navigation.state !== 'idle' && navigation.formMethod === 'POST'} />
    </div>
  )
}
