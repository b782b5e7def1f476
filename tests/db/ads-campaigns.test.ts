import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { aggregateClosedDays } from '../../app/ads/aggregate.server'
import { campaignSchema } from '../../app/ads/campaign-input'
import { advanceCampaignStatuses, bookCampaign, listCampaigns, setCampaignStatus } from '../../app/ads/campaigns.server'
import { recordClick, recordView } from '../../app/ads/events.server'
import { campaignReport } from '../../app/ads/report.server'
import { decideAd } from '../../app/ads/serve.server'
import { adCampaigns, adCreatives, advertisers } from '../../app/db/schema/ads'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const form = (overrides: Record<string, string> = {}) => ({
  advertiser: `Harbor Metrics ${uniqueSuffix()}`,
  website: 'https://harbor.example',
  name: 'Winter pipeline',
  packageId: 'professional',
  startsOn: '2032-01-10',
  endsOn: '2032-02-08',
  categories: `c-${uniqueSuffix()}, marketing`,
  frequencyCap: '4',
  headlineA: 'Pipeline reviews in ten minutes',
  bodyA: 'Harbor reads your CRM and tells you which deals will slip, and why.',
  callToActionA: 'See a demo',
  destinationA: 'https://harbor.example/demo?utm_source=lumen',
  ...overrides,
})

describe('the campaign form', () => {
  it('refuses an end before the start, a flight over 62 days, a half-written second creative and a link that is not http(s)', () => {
    const issues = (input: Record<string, string>) => {
      const parsed = campaignSchema.safeParse(input)
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
    }
    expect(issues(form({ endsOn: '2032-01-09' }))).toEqual({ endsOn: 'The end is before the start' })
    expect(issues(form({ endsOn: '2032-03-12' }))).toEqual({ endsOn: 'A flight lasts at most 62 days' })
    expect(issues(form({ headlineB: 'Forecasts your board believes' }))).toMatchObject({ bodyB: 'Text is required for the second creative', destinationB: 'Link is required for the second creative' })
    expect(issues(form({ destinationA: 'javascript:alert(1)' }))).toEqual({ destinationA: 'Link must be an http(s) address' })
    expect(issues(form({ categories: 'Machine Learning' }))).toEqual({ categories: 'Categories are category slugs separated by commas' })
    expect(issues(form())).toEqual({})
  })
})

describe('booking and running a campaign', () => {
  it('books the package’s quantity and price, reuses the advertiser by name, approves the creatives and starts on its first day', async () => {
    const input = campaignSchema.parse(form({ headlineB: 'Stop guessing the quarter', bodyB: 'Deal risk, explained.', callToActionB: 'Try Harbor', destinationB: 'https://harbor.example/b' }))
    const now = new Date('2032-01-05T10:00:00Z')
    const { campaignId: id } = await bookCampaign(db, { ...input, placements: ['article', 'news-list'] }, now)
    const { campaignId: again } = await bookCampaign(db, { ...input, name: 'Spring pipeline', placements: ['home'] }, now)
    const [campaign] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id))
    expect(campaign).toMatchObject({ status: 'scheduled', soldImpressions: 50_000, priceCents: 69_900, frequencyCap: 4, placements: ['article', 'news-list'] })
    expect(campaign!.categories).toEqual([input.categories.split(',')[0]!.trim(), 'marketing'])
    const [second] = await db.select({ advertiserId: adCampaigns.advertiserId }).from(adCampaigns).where(eq(adCampaigns.id, again))
    expect(second!.advertiserId).toBe(campaign!.advertiserId)
    expect(await db.select({ name: advertisers.name }).from(advertisers).where(eq(advertisers.name, input.advertiser))).toHaveLength(1)
    const creatives = await db.select({ status: adCreatives.status }).from(adCreatives).where(eq(adCreatives.campaignId, id))
    expect(creatives.map((c) => c.status)).toEqual(['approved', 'approved'])

    await advanceCampaignStatuses(db, new Date('2032-01-09T23:00:00Z'))
    expect((await db.select({ status: adCampaigns.status }).from(adCampaigns).where(eq(adCampaigns.id, id)))[0]!.status).toBe('scheduled')
    await advanceCampaignStatuses(db, new Date('2032-01-10T00:01:00Z'))
    expect((await db.select({ status: adCampaigns.status }).from(adCampaigns).where(eq(adCampaigns.id, id)))[0]!.status).toBe('live')
    expect(await setCampaignStatus(db, id, 'paused')).toBe(true)
    expect(await setCampaignStatus(db, id, 'scheduled')).toBe(false)
    expect(await setCampaignStatus(db, again, 'paused')).toBe(true)
    expect(await setCampaignStatus(db, again, 'live')).toBe(true)
    await advanceCampaignStatuses(db, new Date('2032-02-09T00:01:00Z'))
    expect((await db.select({ status: adCampaigns.status }).from(adCampaigns).where(eq(adCampaigns.id, id)))[0]!.status).toBe('completed')
    expect(await setCampaignStatus(db, id, 'live')).toBe(false)
  })

  it('reports served, viewable and clicks by day, creative and placement, closed days and open ones alike, and flags a flight behind pace', async () => {
    const category = `c-${uniqueSuffix()}`
    const input = campaignSchema.parse(form({ packageId: 'startup', startsOn: '2032-05-01', endsOn: '2032-05-10', categories: category }))
    const { campaignId: id } = await bookCampaign(db, { ...input, placements: ['article'] }, new Date('2032-05-01T00:00:00Z'))
    const serveAndView = async (at: string, { click = false } = {}) => {
      const now = new Date(at)
      const ad = (await decideAd(db, { placement: 'article', category, readerHash: `r-${uniqueSuffix()}`, now }))!
      await recordView(db, ad.offerId, { now: new Date(now.getTime() + 1500), problem: null })
      if (click) await recordClick(db, ad.offerId, { now: new Date(now.getTime() + 3000), problem: null })
    }
    await serveAndView('2032-05-01T09:00:00Z', { click: true })
    await serveAndView('2032-05-01T10:00:00Z')
    await aggregateClosedDays(db, new Date('2032-05-02T06:00:00Z'))
    await serveAndView('2032-05-02T09:00:00Z')
    await decideAd(db, { placement: 'article', category, readerHash: 'never-viewed', now: new Date('2032-05-02T09:30:00Z') })

    const report = (await campaignReport(db, id))!
    expect(report.totals).toEqual({ served: 4, viewable: 3, clicks: 1, viewability: 0.75, clickThrough: 1 / 3 })
    expect(report.byDay.map((d) => [d.day, d.served, d.viewable, d.clicks, d.delivered, d.planned])).toEqual([
      ['2032-05-01', 2, 2, 1, 2, 1000],
      ['2032-05-02', 2, 1, 0, 3, 2000],
    ])
    expect(report.byPlacement).toEqual([{ placement: 'article', served: 4, viewable: 3, clicks: 1 }])
    expect(report.byCreative.map((c) => c.headline)).toEqual(['Pipeline reviews in ten minutes'])

    const listed = (await listCampaigns(db, new Date('2032-05-03T12:00:00Z'))).find((c) => c.id === id)!
    expect(listed).toMatchObject({ viewable: 3, clicks: 1, planned: 2000, isBehind: true })
    expect(listed.behind).toBeCloseTo(1 - 3 / 2000)
  })
})
