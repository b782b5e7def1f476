import { data } from 'react-router'
import { CampaignReportView } from '../ads/components/report/campaign-report'
import { campaignOfReportLink } from '../ads/portal/report-links.server'
import { campaignReport } from '../ads/report.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { readerAnswer } from '../i18n/reader-message.server'
import { rateLimitRules } from '../lib/rate-limit.server'
import { linkFailureLimit } from '../lib/request-failure-limit.server'
import { titleMeta } from '../seo/meta'
import { FormMessage } from '../ui/forms'
import type { Route } from './+types/advertising.report.$token'

/**
 * A campaign's report opened by a shared, read-only link: no sign-in, never cached, never
 * indexed. A revoked or forged link is 404; too many of those from one address, 429.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDb()
  const links = linkFailureLimit(db, context, 'ad-report-link', rateLimitRules.advertiserLinkFailures)
  const limit = await links.check()
  if (!limit.allowed) throw data({ message: limit.message }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
  const campaignId = await campaignOfReportLink(db, params.token.slice(0, 200))
  const report = campaignId ? await campaignReport(db, campaignId) : null
  if (!report) {
    await links.fail()
    throw data({ message: readerAnswer('answers.advertiser.reportLinkGone') }, { status: 404 })
  }
  return { report }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' })

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...(loaderData ? [{ title: `${loaderData.report.campaign.name} · ${loaderData.report.campaign.advertiser}` }] : titleMeta(matches, 'title.campaignReport')),
  { name: 'robots', content: 'noindex' },
]

export default function SharedCampaignReport({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { campaign } = loaderData.report
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('title.campaignReport')}</p>
        <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight sm:text-4xl">{campaign.name}</h1>
      </header>
      <FormMessage tone="info">{t('advertiser.shared.note', { advertiser: campaign.advertiser })}</FormMessage>
      <CampaignReportView report={loaderData.report} />
    </div>
  )
}
