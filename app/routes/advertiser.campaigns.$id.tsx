import { data, Link, redirect } from 'react-router'
import { z } from 'zod'
import { requireUser } from '../accounts/session.server'
import { campaignStatuses, type CampaignStatus } from '../ads/ad-choices'
import { CreativeCards } from '../ads/components/portal/creative-cards'
import { NewCreativeForm } from '../ads/components/portal/new-creative-form'
import { ReportLinks } from '../ads/components/portal/report-links'
import { CampaignReportView } from '../ads/components/report/campaign-report'
import { campaignMissing, portalCampaign } from '../ads/portal/access.server'
import { startBookingCheckout, syncBookingCheckout } from '../ads/booking/booking-checkout.server'
import { bookingPayment } from '../ads/booking/booking.server'
import { PaymentPanel } from '../ads/components/booking/payment-panel'
import { limitBilling } from '../billing/actions.server'
import { CREATIVE_FORM_MAX_BYTES, saveCreativeImages } from '../ads/creative-images.server'
import { approveCreativeAsAdvertiser, campaignCreatives, submitCreative } from '../ads/portal/creatives.server'
import { portalFormSchema } from '../ads/portal/portal-form.server'
import { createReportLink, openReportLinks, revokeReportLink } from '../ads/portal/report-links.server'
import { campaignReport } from '../ads/report.server'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { useLanguage, useT } from '../i18n/i18n'
import { readerAnswer } from '../i18n/reader-message.server'
import { formatDay } from '../lib/dates'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { formatWhole } from '../lib/format'
import { parseForm } from '../lib/parse-form.server'
import { titleMeta } from '../seo/meta'
import { BackLink } from '../ui/back-link'
import { FormMessage, secondaryButtonClass } from '../ui/forms'
import type { Route } from './+types/advertiser.campaigns.$id'

/** The member's own campaign, or the same 404 for one that is missing or another advertiser's. */
async function ownCampaign(request: Request, id: string | undefined) {
  const user = await requireUser(request)
  const campaignId = z.uuid().safeParse(id)
  try {
    if (!campaignId.success) throw campaignMissing()
    return { user, campaign: await portalCampaign(getDb(), user.id, campaignId.data) }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { campaign } = await ownCampaign(request, params.id)
  const db = getDb()
  const url = new URL(request.url)
  // Back from Stripe Checkout: take the payment now rather than wait for the webhook.
  const session = url.searchParams.get('session')
  if (url.searchParams.get('checkout') === 'success' && session && session.length <= 200) {
    await syncBookingCheckout(db, { sessionId: session, campaignId: campaign.id }).catch(() => false)
  }
  const [report, creatives, links, payment] = await Promise.all([campaignReport(db, campaign.id), campaignCreatives(db, campaign.id), openReportLinks(db, campaign.id), bookingPayment(db, campaign.id)])
  const checkout = url.searchParams.get('checkout')
  return {
    report: report!,
    creatives,
    links,
    payment: payment && { status: payment.status, amountCents: payment.amountCents, cardBrand: payment.cardBrand, cardLast4: payment.cardLast4, paidAt: payment.paidAt, refundedAt: payment.refundedAt },
    isJustBooked: url.searchParams.has('booked') || (checkout === 'success' && payment?.status === 'paid'),
    origin: getConfig().SITE_URL,
  }
}

/** Approves a creative, submits a new one for review, pays a booking, or creates or revokes a report link. */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, campaign } = await ownCampaign(request, params.id)
  const parsed = await parseForm(request, portalFormSchema, { fallbackMessage: readerAnswer('answers.advertiser.unknownIntent'), maxBytes: CREATIVE_FORM_MAX_BYTES })
  if (!parsed.ok) return parsed.reply({ notice: null as string | null, intent: String(parsed.values.intent ?? '') })
  const db = getDb()
  const form = parsed.data
  const done = (notice: string) => ({ notice, intent: form.intent, errors: {}, values: {} })
  try {
    switch (form.intent) {
      case 'approve':
        await approveCreativeAsAdvertiser(db, { creativeId: form.creativeId, advertiserIds: [campaign.advertiserId] })
        return done(readerAnswer('advertiser.creatives.approved'))
      case 'creative': {
        const saved = await saveCreativeImages(db, { form: parsed.form, suffixes: [''], alts: { imageAlt: form.imageAlt }, actorId: user.id, altMissing: readerAnswer('booking.imageAltNeeded') })
        if (saved.errors) return data({ notice: null, intent: form.intent, errors: saved.errors, values: parsed.values }, { status: 400 })
        await submitCreative(db, { campaignId: campaign.id, userId: user.id, input: form, imageUrl: saved.images[''] ?? null })
        return done(readerAnswer('advertiser.creatives.submitted'))
      }
      case 'pay':
        await limitBilling(db, user.id)
        throw redirect(await startBookingCheckout(db, { campaignId: campaign.id, email: user.email }))
      case 'create-link':
        await createReportLink(db, { campaignId: campaign.id, userId: user.id })
        return done(readerAnswer('advertiser.links.created'))
      case 'revoke-link':
        if (!(await revokeReportLink(db, { campaignId: campaign.id, linkId: form.linkId }))) {
          return data({ notice: null, message: readerAnswer('answers.advertiser.reportLinkGone'), intent: form.intent, errors: {}, values: {} }, { status: 404 })
        }
        return done(readerAnswer('advertiser.links.revoked'))
    }
  } catch (error) {
    return appErrorResponse(error, (refusal) => ({ notice: null, message: refusal.message, intent: form.intent, errors: {}, values: {} }))
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...titleMeta(matches, 'title.campaignReport'),
  ...(loaderData ? [{ title: `${loaderData.report.campaign.name} · ${loaderData.report.campaign.advertiser}` }] : []),
  { name: 'robots', content: 'noindex' },
]

const isStatus = (status: string): status is CampaignStatus => campaignStatuses.includes(status as CampaignStatus)

export default function AdvertiserCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const language = useLanguage()
  const { report, creatives, links, origin } = loaderData
  const { campaign } = report
  const message = actionData && 'message' in actionData ? actionData.message : null
  const refusedCreative = actionData?.intent === 'creative' && !actionData.notice
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to="/advertiser">{t('advertiser.campaign.back')}</BackLink>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{campaign.advertiser}</p>
          <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight sm:text-4xl">{campaign.name}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {t('advertiser.campaign.summary', {
              package: t(`advertiser.package.${campaign.packageId as 'startup'}`),
              start: formatDay(campaign.startsOn, language, 'date'),
              end: formatDay(campaign.endsOn, language, 'date'),
              sold: formatWhole(campaign.soldImpressions, language),
            })}
          </p>
          <p className="mt-1 text-sm font-semibold" data-testid="campaign-status">{isStatus(campaign.status) ? t(`advertiser.status.${campaign.status}`) : campaign.status}</p>
        </div>
        <Link to={`/advertiser/campaigns/${campaign.id}/report.csv`} reloadDocument className={secondaryButtonClass} download>
          {t('advertiser.csv.download')}
        </Link>
      </header>
      {loaderData.isJustBooked ? <FormMessage tone="success">{t('booking.paid')}</FormMessage> : null}
      {actionData?.notice ? <FormMessage tone="success">{actionData.notice}</FormMessage> : null}
      {message ? <FormMessage tone="error">{message}</FormMessage> : null}
      {loaderData.payment ? <PaymentPanel payment={loaderData.payment} /> : null}
      <section className="space-y-4">
        <h2 className="text-xl font-semibold">{t('advertiser.creatives.title')}</h2>
        <CreativeCards creatives={creatives} />
        <NewCreativeForm key={actionData?.notice ?? 'form'} values={refusedCreative ? actionData.values : {}} errors={refusedCreative ? actionData.errors : {}} />
      </section>
      <CampaignReportView report={report} />
      <ReportLinks links={links} origin={origin} />
    </div>
  )
}
