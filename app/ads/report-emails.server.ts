import { and, eq, gte, inArray, lte } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { adCampaigns, adReportEmails, advertiserMembers, users } from '../db/schema'
import { sendEmails } from '../email/mailer.server'
import { adReportEmail } from '../email/templates'
import { utcDay } from '../lib/dates'
import { campaignReport } from './report.server'

const DAY = 86_400_000

/** A report period: its key (kept so it is mailed once), and its first and last day. */
export interface ReportPeriod {
  key: string
  from: string
  to: string
}

/**
 * The report a campaign of this package is due on `day` (UTC), or null: every package gets the
 * previous month's on the 1st; Professional and Enterprise also get the first two weeks' on the
 * 15th, so they hear every two weeks.
 */
export function reportPeriodOn(day: string, packageId: string): ReportPeriod | null {
  const date = new Date(`${day}T00:00:00Z`)
  if (date.getUTCDate() === 1) {
    const lastDay = utcDay(new Date(date.getTime() - DAY))
    return { key: lastDay.slice(0, 7), from: `${lastDay.slice(0, 7)}-01`, to: lastDay }
  }
  if (date.getUTCDate() === 15 && packageId !== 'startup') return { key: day, from: `${day.slice(0, 7)}-01`, to: utcDay(new Date(date.getTime() - DAY)) }
  return null
}

/**
 * Mails each due report (a daily job): to the portal accounts of the campaign's advertiser,
 * for campaigns that ran during the period. A campaign and period are recorded before the
 * mail goes, so a retried job never sends a report twice. Returns how many reports went out.
 */
export async function sendDueReports(db: Db, now = new Date()) {
  const today = utcDay(now)
  const campaigns = await db
    .select({ id: adCampaigns.id, packageId: adCampaigns.packageId, advertiserId: adCampaigns.advertiserId })
    .from(adCampaigns)
    .where(and(inArray(adCampaigns.status, ['live', 'paused', 'completed']), lte(adCampaigns.startsOn, today), gte(adCampaigns.endsOn, utcDay(new Date(now.getTime() - 31 * DAY)))))
  let sent = 0
  for (const campaign of campaigns) {
    const period = reportPeriodOn(today, campaign.packageId)
    if (!period) continue
    const report = await campaignReport(db, campaign.id)
    if (!report || report.campaign.startsOn > period.to || report.campaign.endsOn < period.from) continue
    const recipients = await db
      .select({ email: users.email })
      .from(advertiserMembers)
      .innerJoin(users, eq(users.id, advertiserMembers.userId))
      .where(eq(advertiserMembers.advertiserId, campaign.advertiserId))
    if (recipients.length === 0) continue
    const [claimed] = await db.insert(adReportEmails).values({ campaignId: campaign.id, period: period.key, recipients: recipients.length, sentAt: now }).onConflictDoNothing().returning({ period: adReportEmails.period })
    if (!claimed) continue
    const days = report.byDay.filter((d) => d.day >= period.from && d.day <= period.to)
    const inPeriod = days.reduce((sum, d) => ({ viewable: sum.viewable + d.viewable, clicks: sum.clicks + d.clicks }), { viewable: 0, clicks: 0 })
    const { SITE_NAME, SITE_URL } = getConfig()
    const mail = adReportEmail(SITE_NAME, {
      campaign: report.campaign.name,
      advertiser: report.campaign.advertiser,
      from: period.from,
      to: period.to,
      period: inPeriod,
      total: { viewable: report.totals.viewable, clicks: report.totals.clicks, sold: report.campaign.soldImpressions },
      planned: days.at(-1)?.planned ?? null,
      url: `${SITE_URL}/advertiser/campaigns/${campaign.id}`,
    })
    await sendEmails(db, recipients.map(({ email }) => ({ to: email, kind: 'ad-report', ...mail })))
    sent++
  }
  return { sent }
}
