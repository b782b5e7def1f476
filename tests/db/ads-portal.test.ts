import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { campaignSchema } from '../../app/ads/campaign-input'
import { bookCampaign, listCampaigns } from '../../app/ads/campaigns.server'
import { portalCampaign } from '../../app/ads/portal/access.server'
import { approveCreativeAsAdvertiser, campaignCreatives, reviewCreative, reviewQueue, submitCreative } from '../../app/ads/portal/creatives.server'
import { acceptAdvertiserInvitation, inviteAdvertiserContact, readAdvertiserInvitation } from '../../app/ads/portal/invitations.server'
import { campaignOfReportLink, createReportLink, openReportLinks, revokeReportLink } from '../../app/ads/portal/report-links.server'
import { reportPeriodOn, sendDueReports } from '../../app/ads/report-emails.server'
import { campaignReport, reportCsv, reportCsvColumns } from '../../app/ads/report.server'
import { decideAd } from '../../app/ads/serve.server'
import { adCampaigns, emails, podcasts } from '../../app/db/schema'
import { endEpisodeSponsorship, sponsorEpisode } from '../../app/ads/podcast-sponsorship.server'
import { recordEpisodeBytes } from '../../app/podcasts/iab-downloads.server'
import { getEpisodeBySlug } from '../../app/podcasts/podcast-detail.server'
import { createArticle, createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { setSponsoredArticle } from '../../app/ads/sponsored-content.server'
import { getArticleBySlug } from '../../app/news/articles.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const now = new Date('2033-03-10T09:00:00Z')

/** A live campaign on its own category, booked with a contact (creatives await the advertiser) or without. */
async function book({ contactEmail = '' } = {}) {
  const category = `c-${uniqueSuffix()}`
  const input = campaignSchema.parse({
    advertiser: `Northwind Forms ${uniqueSuffix()}`,
    contactEmail,
    name: 'Spring forms',
    packageId: 'startup',
    startsOn: '2033-03-01',
    endsOn: '2033-03-30',
    categories: category,
    frequencyCap: '3',
    headlineA: 'Forms that fill themselves',
    bodyA: 'Northwind reads the document and fills the form for you.',
    callToActionA: 'Try it',
    destinationA: 'https://northwind.example/a',
    headlineB: 'Paperwork, done',
    bodyB: 'Upload once, sign everywhere.',
    callToActionB: 'Start',
    destinationB: 'https://northwind.example/b',
  })
  const booked = await bookCampaign(db, { ...input, placements: ['article'] }, now)
  const serve = () => decideAd(db, { placement: 'article', category, readerHash: `r-${uniqueSuffix()}`, now })
  return { ...booked, category, serve }
}

const member = () => createUser(db, { email: `contact-${uniqueSuffix()}@northwind.example` })
const actor = { id: '', name: 'Ada Admin' }

describe('advertiser invitations', () => {
  it('e-mails a single-use link that only the invited address can accept', async () => {
    const { advertiserId } = await book()
    const contact = await member()
    const stranger = await member()
    const { token } = await inviteAdvertiserContact(db, { advertiserId, email: contact.email.toUpperCase(), actor: { ...actor, id: stranger.id }, now })
    const mail = await db.select().from(emails).where(eq(emails.to, contact.email))
    expect(mail.map((m) => m.kind)).toContain('advertiser-invitation')
    expect(mail.find((m) => m.kind === 'advertiser-invitation')!.text).toContain(`/advertiser/join?token=${token}`)
    expect(await readAdvertiserInvitation(db, token, now)).toMatchObject({ email: contact.email })

    await expect(acceptAdvertiserInvitation(db, { token, user: stranger, now })).rejects.toMatchObject({ status: 403, key: 'answers.advertiser.invitationOtherEmail' })
    expect(await acceptAdvertiserInvitation(db, { token, user: contact, now })).toBe(advertiserId)
    await expect(acceptAdvertiserInvitation(db, { token, user: contact, now })).rejects.toMatchObject({ status: 404 })
    expect(await readAdvertiserInvitation(db, token, now)).toBeNull()
  })

  it('replaces an earlier open link to the same address, and lets a link expire after 7 days', async () => {
    const { advertiserId } = await book()
    const contact = await member()
    const first = await inviteAdvertiserContact(db, { advertiserId, email: contact.email, actor: { ...actor, id: contact.id }, now })
    const second = await inviteAdvertiserContact(db, { advertiserId, email: contact.email, actor: { ...actor, id: contact.id }, now })
    expect(await readAdvertiserInvitation(db, first.token, now)).toBeNull()
    expect(await readAdvertiserInvitation(db, second.token, new Date(now.getTime() + 6.9 * 86_400_000))).not.toBeNull()
    await expect(acceptAdvertiserInvitation(db, { token: second.token, user: contact, now: new Date(now.getTime() + 7.1 * 86_400_000) })).rejects.toMatchObject({ status: 404 })
  })
})

describe('creatives and the portal', () => {
  it('runs staff-written creatives only once the advertiser approved them, and only that advertiser may', async () => {
    const { campaignId, advertiserId, serve } = await book({ contactEmail: 'buyer@northwind.example' })
    const other = await book()
    expect((await campaignCreatives(db, campaignId)).map((c) => c.status)).toEqual(['awaiting_advertiser', 'awaiting_advertiser'])
    expect(await serve()).toBeNull()

    const [first] = await campaignCreatives(db, campaignId)
    await expect(approveCreativeAsAdvertiser(db, { creativeId: first!.id, advertiserIds: [other.advertiserId] })).rejects.toMatchObject({ status: 404 })
    await approveCreativeAsAdvertiser(db, { creativeId: first!.id, advertiserIds: [advertiserId] })
    await expect(approveCreativeAsAdvertiser(db, { creativeId: first!.id, advertiserIds: [advertiserId] })).rejects.toMatchObject({ status: 404 })
    expect((await serve())?.headline).toBe(first!.headline)
  })

  it('holds an advertiser’s own creative for staff review: approved it runs, turned down it shows the reason', async () => {
    const { campaignId, serve } = await book({ contactEmail: 'buyer@northwind.example' })
    const contact = await member()
    const input = { headline: 'Sign in one tap', body: 'Every form, one signature.', callToAction: 'See how', destination: 'https://northwind.example/c', imageAlt: '' }
    const kept = await submitCreative(db, { campaignId, userId: contact.id, input, now })
    const refused = await submitCreative(db, { campaignId, userId: contact.id, input: { ...input, headline: 'Best forms in the world!!!' }, now })
    expect((await reviewQueue(db)).filter((c) => c.campaignId === campaignId).map((c) => c.headline)).toEqual(['Sign in one tap', 'Best forms in the world!!!'])
    expect(await serve()).toBeNull()

    const staff = await member()
    await reviewCreative(db, { creativeId: kept, staffId: staff.id, decision: 'approved' })
    await reviewCreative(db, { creativeId: refused, staffId: staff.id, decision: 'rejected', note: 'Superlatives need a source.' })
    await expect(reviewCreative(db, { creativeId: kept, staffId: staff.id, decision: 'rejected' })).rejects.toMatchObject({ status: 404 })
    expect((await reviewQueue(db)).filter((c) => c.campaignId === campaignId)).toEqual([])
    const creatives = await campaignCreatives(db, campaignId)
    expect(creatives.find((c) => c.id === refused)).toMatchObject({ status: 'rejected', reviewNote: 'Superlatives need a source.' })
    expect((await serve())?.headline).toBe('Sign in one tap')
  })

  it('shows a member only the campaigns of their advertisers, and answers another’s as missing', async () => {
    const mine = await book()
    const theirs = await book()
    const contact = await member()
    const { token } = await inviteAdvertiserContact(db, { advertiserId: mine.advertiserId, email: contact.email, actor: { ...actor, id: contact.id }, now })
    await acceptAdvertiserInvitation(db, { token, user: contact, now })
    expect((await listCampaigns(db, now, contact.id)).map((c) => c.id)).toEqual([mine.campaignId])
    expect(await portalCampaign(db, contact.id, mine.campaignId)).toMatchObject({ advertiserId: mine.advertiserId })
    await expect(portalCampaign(db, contact.id, theirs.campaignId)).rejects.toMatchObject({ status: 404, key: 'answers.advertiser.campaignNotFound' })
  })
})

describe('report links and CSV', () => {
  it('opens the report through a signed link until it is revoked; a forged or shortened signature opens nothing', async () => {
    const { campaignId } = await book()
    const contact = await member()
    const token = await createReportLink(db, { campaignId, userId: contact.id, now })
    expect(await campaignOfReportLink(db, token)).toBe(campaignId)
    const [id, signature] = token.split('.')
    for (const forged of [`${id}.${signature!.slice(0, 1)}`, `${id}.${'A'.repeat(32)}`, `${id}`, 'not-a-token', `${crypto.randomUUID()}.${signature}`]) {
      expect(await campaignOfReportLink(db, forged), forged).toBeNull()
    }
    const [link] = await openReportLinks(db, campaignId)
    expect(link!.path).toBe(`/advertising/report/${token}`)
    expect(await revokeReportLink(db, { campaignId, linkId: link!.id })).toBe(true)
    expect(await revokeReportLink(db, { campaignId, linkId: link!.id })).toBe(false)
    expect(await campaignOfReportLink(db, token)).toBeNull()
    expect(await openReportLinks(db, campaignId)).toEqual([])
  })

  it('exports one CSV line per day, creative, placement and category, under the given headings', async () => {
    const { campaignId, category, serve } = await book()
    await serve()
    await serve()
    const labels = Object.fromEntries(reportCsvColumns.map((c) => [c, c.toUpperCase()])) as Record<(typeof reportCsvColumns)[number], string>
    const lines = (await reportCsv(db, campaignId, labels)).trimEnd().split('\r\n')
    expect(lines[0]).toBe('DAY,CREATIVE,PLACEMENT,CATEGORY,SERVED,VIEWABLE,CLICKS')
    expect(lines.slice(1).sort()).toEqual(
      [`2033-03-10,Forms that fill themselves,article,${category},1,0,0`, `2033-03-10,"Paperwork, done",article,${category},1,0,0`].sort(),
    )
  })
})

describe('report e-mails', () => {
  it('are due monthly for every package and mid-month for Professional and Enterprise', () => {
    expect(reportPeriodOn('2033-04-01', 'startup')).toEqual({ key: '2033-03', from: '2033-03-01', to: '2033-03-31' })
    expect(reportPeriodOn('2033-04-15', 'startup')).toBeNull()
    expect(reportPeriodOn('2033-04-15', 'professional')).toEqual({ key: '2033-04-15', from: '2033-04-01', to: '2033-04-14' })
    expect(reportPeriodOn('2033-03-01', 'enterprise')).toEqual({ key: '2033-02', from: '2033-02-01', to: '2033-02-28' })
    expect(reportPeriodOn('2033-04-02', 'enterprise')).toBeNull()
  })

  it('mail each contact of the advertiser once per period, however often the job runs', async () => {
    const { campaignId, advertiserId, serve } = await book()
    const contact = await member()
    const { token } = await inviteAdvertiserContact(db, { advertiserId, email: contact.email, actor: { ...actor, id: contact.id }, now })
    await acceptAdvertiserInvitation(db, { token, user: contact, now })
    await serve()
    const firstOfApril = new Date('2033-04-01T07:17:00Z')
    const reports = async () => (await db.select().from(emails).where(eq(emails.to, contact.email))).filter((m) => m.kind === 'ad-report')
    await sendDueReports(db, firstOfApril)
    await sendDueReports(db, firstOfApril)
    const [mail, ...more] = await reports()
    expect(more).toEqual([])
    expect(mail!.subject).toBe('Spring forms: your Lumen report for 2033-03-01 to 2033-03-31')
    expect(mail!.text).toContain(`/advertiser/campaigns/${campaignId}`)
    expect(mail!.text).toContain('of 10,000 viewable impressions delivered')
    // A Startup campaign hears nothing mid-month.
    await sendDueReports(db, new Date('2033-04-15T07:17:00Z'))
    expect(await reports()).toHaveLength(1)
  })
})

describe('sponsored content', () => {
  it('is sold with Enterprise only, marks a published article, and counts its reads in the report', async () => {
    const { campaignId } = await book()
    const article = await createArticle(db, { title: 'Sponsored guide', views: 41, publishedAt: new Date(Date.now() - 60_000) })
    await expect(setSponsoredArticle(db, { campaignId, slug: article.slug, sponsored: true })).rejects.toMatchObject({ status: 409, key: 'answers.advertiser.sponsoredContentEnterprise' })
    await db.update(adCampaigns).set({ packageId: 'enterprise' }).where(eq(adCampaigns.id, campaignId))
    await expect(setSponsoredArticle(db, { campaignId, slug: 'no-such-article', sponsored: true })).rejects.toMatchObject({ status: 404 })
    await setSponsoredArticle(db, { campaignId, slug: article.slug, sponsored: true })
    expect((await getArticleBySlug(db, article.slug, { canReadPremium: false }))!.sponsor).toMatch(/^Northwind Forms/)
    expect((await campaignReport(db, campaignId))!.sponsored).toEqual([{ id: article.id, slug: article.slug, title: 'Sponsored guide', reads: 41 }])
    await setSponsoredArticle(db, { campaignId, slug: article.slug, sponsored: false })
    expect((await getArticleBySlug(db, article.slug, { canReadPremium: false }))!.sponsor).toBeNull()
  })
})

describe('podcast sponsorships', () => {
  it('are sold with Enterprise only and report the episode’s IAB downloads since the sponsorship began', async () => {
    const { campaignId } = await book()
    const slug = `sponsored-${uniqueSuffix()}`
    const [episode] = await db.insert(podcasts).values({ slug, title: 'Sponsored talk', description: 'A talk.', host: 'Host', category: 'Interviews', durationSeconds: 600, status: 'published', publishedAt: new Date() }).returning()
    const message = 'Northwind fills forms for you. Try it free for a month.'
    await expect(sponsorEpisode(db, { campaignId, slug, message })).rejects.toMatchObject({ status: 409, key: 'answers.advertiser.podcastEnterprise' })
    await db.update(adCampaigns).set({ packageId: 'enterprise' }).where(eq(adCampaigns.id, campaignId))
    await expect(sponsorEpisode(db, { campaignId, slug: 'no-such-episode', message })).rejects.toMatchObject({ status: 404 })
    await sponsorEpisode(db, { campaignId, slug, message })
    await recordEpisodeBytes(db, { episodeId: episode!.id, start: 0, end: 999_999, fileBytes: 1_000_000, clientIp: '198.51.100.4', userAgent: 'Pocket Casts', now: new Date() })
    expect((await campaignReport(db, campaignId))!.episodes).toEqual([{ id: episode!.id, slug, title: 'Sponsored talk', downloads: 1 }])
    expect((await getEpisodeBySlug(db, slug, { canListenPremium: false }))).toMatchObject({ sponsorMessage: message, sponsor: expect.stringMatching(/^Northwind Forms/) })
    expect(await endEpisodeSponsorship(db, { campaignId, slug })).toBe(true)
    expect(await endEpisodeSponsorship(db, { campaignId, slug })).toBe(false)
    expect((await getEpisodeBySlug(db, slug, { canListenPremium: false }))!.sponsor).toBeNull()
  })
})
