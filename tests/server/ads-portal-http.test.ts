import { describe, expect, it } from 'vitest'
import { browserUserAgent, demoLogins, expectPage, HttpClient, postMultipart } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile()
const client = () => new HttpClient(() => server.url, { 'user-agent': browserUserAgent })

const signedInClients = new Map<keyof typeof demoLogins, Promise<HttpClient>>()

/** A demo account's client, signed in once for the file (sign-ins per address are rate-limited). */
function signedIn(role: keyof typeof demoLogins) {
  if (!signedInClients.has(role)) {
    const browser = client()
    const [email, password] = demoLogins[role]
    signedInClients.set(role, browser.login(email, password).then(() => browser))
  }
  return signedInClients.get(role)!
}

/** The Brightwave campaign's page in the portal, as its contact opens it from the portal's list. */
async function brightwaveCampaign(advertiser: HttpClient) {
  const html = await (await advertiser.get('/advertiser')).text()
  return /href="(\/advertiser\/campaigns\/[0-9a-f-]{36})"/.exec(html)![1]!
}

describe('the advertiser portal', () => {
  it('sends visitors to sign in, shows a contact their campaigns and tells other members they have no portal', async () => {
    const visitor = await client().get('/advertiser')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toMatch(/^\/login/)
    const advertiser = await signedIn('advertiser')
    await expectPage(await advertiser.get('/advertiser'), 200, ['Brightwave Analytics', 'Attribution launch'])
    const member = await signedIn('member')
    await expectPage(await member.get('/advertiser'), 200, ['This account has no advertiser portal yet.'])
    expect(await (await member.get('/advertiser')).text()).not.toContain('Attribution launch')
  })

  it('answers another member’s look at a campaign, or at its CSV, as a missing page', async () => {
    const path = await brightwaveCampaign(await signedIn('advertiser'))
    const member = await signedIn('member')
    expect((await member.get(path)).status).toBe(404)
    expect((await member.get(`${path}/report.csv`)).status).toBe(404)
    expect((await member.get('/advertiser/campaigns/not-a-uuid')).status).toBe(404)
  })

  it('exports the report as CSV with headings in the reader’s language', async () => {
    const advertiser = await signedIn('advertiser')
    const csv = await advertiser.get(`${await brightwaveCampaign(advertiser)}/report.csv`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Day,Creative,Placement,Category,Served,Viewable,Clicks')
    expect(lines.length).toBeGreaterThan(20)
  })

  it('refuses bad input with a 4xx and keeps what was typed', async () => {
    const advertiser = await signedIn('advertiser')
    const path = await brightwaveCampaign(advertiser)
    expect((await advertiser.post(path, { intent: 'delete-everything' })).status).toBe(400)
    expect((await advertiser.post(path, { intent: 'approve', creativeId: 'nope' })).status).toBe(400)
    expect((await advertiser.post(path, { intent: 'approve', creativeId: crypto.randomUUID() })).status).toBe(404)
    const refused = await advertiser.post(path, { intent: 'creative', headline: 'Attribution, finally', body: 'One model for every channel.', callToAction: 'Look', destination: 'javascript:alert(1)' })
    await expectPage(refused, 400, ['The link must be an http(s) address.', 'Attribution, finally'])
    const submitted = await advertiser.post(path, { intent: 'creative', headline: 'Attribution, finally', body: 'One model for every channel.', callToAction: 'Look', destination: 'https://brightwave.example/?utm_source=lumen' })
    await expectPage(submitted, 200, ['Creative submitted: our staff review it before it runs.'])
  })

  it('takes a banner image with a new creative, which needs its description', async () => {
    const advertiser = await signedIn('advertiser')
    const path = await brightwaveCampaign(advertiser)
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    const fields = { intent: 'creative', headline: 'Every channel, one model', body: 'Attribution your finance team signs off.', callToAction: 'See it', destination: 'https://brightwave.example/model' }
    const image = { field: 'image', name: 'model.png', type: 'image/png', bytes: png }
    await expectPage(await postMultipart(advertiser, path, fields, image), 400, ['Describe the image for readers who cannot see it.', 'Every channel, one model'])
    await expectPage(await postMultipart(advertiser, path, { ...fields, imageAlt: 'A model' }, { ...image, name: 'model.gif' }), 400, ['which does not match its name'])
    await expectPage(await postMultipart(advertiser, path, { ...fields, imageAlt: 'Channel weights in one bar chart' }, image), 200, ['Creative submitted: our staff review it before it runs.'])
    expect(await (await advertiser.get(path)).text()).toMatch(/<img src="\/media\/uploads\/[0-9a-f-]{36}\.png" alt="Channel weights in one bar chart"/)
  })

  it('shares a read-only report through a link anyone can open until it is revoked', async () => {
    const advertiser = await signedIn('advertiser')
    const path = await brightwaveCampaign(advertiser)
    await advertiser.post(path, { intent: 'create-link' })
    const page = await (await advertiser.get(path)).text()
    const [, linkId] = /name="linkId" value="([0-9a-f-]{36})"/.exec(page)!
    const [shared] = /\/advertising\/report\/[0-9a-f-]{36}\.[\w-]{32}/.exec(page)!
    await expectPage(await client().get(shared), 200, ['Attribution launch', 'A read-only report shared by Brightwave Analytics.'])
    expect((await client().get(`${shared.slice(0, -1)}${shared.endsWith('A') ? 'B' : 'A'}`)).status).toBe(404)
    await advertiser.post(path, { intent: 'revoke-link', linkId: linkId! })
    expect((await client().get(shared)).status).toBe(404)
    expect((await advertiser.post(path, { intent: 'revoke-link', linkId: linkId! })).status).toBe(404)
  })

  it('answers an invitation link that does not work with a 404 page', async () => {
    await expectPage(await client().get('/advertiser/join?token=no-such-token'), 404, ['This invitation link no longer works'])
    expect((await client().get('/advertiser/join')).status).toBe(404)
  })
})

describe('sponsored content', () => {
  it('says who paid for the article on its card and its page, marks its links and its structured data', async () => {
    const visitor = client()
    const list = await (await visitor.get('/news?search=regional+grocer')).text()
    expect(list).toContain('What a Regional Grocer Fixed Before It Let AI Forecast Demand')
    expect(list).toContain('>Sponsored<')
    const page = await expectPage(await visitor.get('/news/what-a-regional-grocer-fixed-before-forecasting-with-ai'), 200, [
      'Sponsored by Ledgerline',
      'Ledgerline paid for this article.',
      '"@type":"AdvertiserContentArticle"',
      '"sponsor":{"@type":"Organization","name":"Ledgerline"}',
    ])
    expect(page).not.toContain('"@type":"NewsArticle"')
    expect(page).toMatch(/<a href="https:\/\/ledgerline\.example\/retail[^"]*" rel="[^"]*\bsponsored\b[^"]*"/)
  })
})

describe('podcast sponsorship', () => {
  it('puts the sponsor message, labelled and with a paid link, on the episode page and in its feed', async () => {
    const visitor = client()
    const page = await expectPage(await visitor.get('/podcasts/measuring-marketing-when-cookies-disappear'), 200, ['Sponsored by Ledgerline', 'Ledgerline keeps sales, stock and campaign data in one warehouse'])
    expect(page).toMatch(/<a href="https:\/\/ledgerline\.example" rel="sponsored noopener"/)
    const [, seriesId] = /href="\/podcast-series\/([0-9a-f-]{36})"/.exec(page)!
    const feed = await (await visitor.get(`/podcast-series/${seriesId}/feed.xml`)).text()
    expect(feed).toContain('<strong>Sponsored by Ledgerline.</strong> Ledgerline keeps sales')
    expect(feed).toContain('rel="sponsored"')
  })

  it('counts an IAB download in the sponsor’s report when a listener fetches a minute of the audio, and none for a bot', async () => {
    const admin = await signedIn('admin')
    const list = await (await admin.get('/admin/advertising')).text()
    const [, campaignPath] = /href="(\/admin\/advertising\/[0-9a-f-]{36})"[^>]*>Data stack guide</.exec(list)!
    const downloads = async () => {
      const html = await (await admin.get(campaignPath!)).text()
      const table = html.slice(html.indexOf('data-testid="report-episodes"'))
      return Number(/Measuring Marketing When Cookies Disappear<\/a><\/td><td[^>]*>([\d,]+)</.exec(table)![1]!.replace(/,/g, ''))
    }
    const before = await downloads()
    const audio = '/media/audio/measuring-marketing-when-cookies-disappear.mp3'
    const crawler = new HttpClient(() => server.url, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })
    expect((await crawler.get(audio)).status).toBe(200)
    expect(await downloads()).toBe(before)
    const listener = new HttpClient(() => server.url, { 'user-agent': 'AntennaPod/3.4.0', range: 'bytes=0-' })
    expect((await listener.get(audio)).status).toBe(206)
    expect(await downloads()).toBe(before + 1)
    expect((await listener.get(audio)).status).toBe(206)
    expect(await downloads()).toBe(before + 1)
  })
})

describe('banner images', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64')

  it('go with their description from the booking form to the ad a reader is served', async () => {
    const admin = await signedIn('admin')
    const category = `img-${Date.now().toString(36)}`
    const today = new Date().toISOString().slice(0, 10)
    const fields = {
      advertiser: `Halcyon Maps ${category}`,
      name: 'Map launch',
      packageId: 'startup',
      startsOn: today,
      endsOn: today,
      categories: category,
      frequencyCap: '3',
      placements: ['education'],
      headlineA: 'Maps your field teams trust',
      bodyA: 'Offline maps with the routes your crews actually drive.',
      callToActionA: 'See the maps',
      destinationA: 'https://halcyon.example/?utm_source=lumen',
    }
    const image = { field: 'imageA', name: 'banner.png', type: 'image/png', bytes: png }
    await expectPage(await postMultipart(admin, '/admin/advertising/new', fields, image), 400, ['Describe the image for readers who cannot see it', 'Maps your field teams trust'])
    const booked = await postMultipart(admin, '/admin/advertising/new', { ...fields, imageAltA: 'A tablet showing a route map over farmland' }, image)
    expect(booked.status).toBe(302)

    const reader = client()
    const { ad } = (await (await reader.get(`/ads/slot?placement=education&category=${category}`)).json()) as { ad: { imageUrl: string; imageAlt: string; advertiser: string } }
    expect(ad).toMatchObject({ advertiser: fields.advertiser, imageAlt: 'A tablet showing a route map over farmland' })
    const served = await reader.get(ad.imageUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
  })
})
