import { describe, expect, it } from 'vitest'
import { browserUserAgent, demoLogins, expectPage, HttpClient, postMultipart } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile()
const client = () => new HttpClient(() => server.url, { 'user-agent': browserUserAgent })

let registered = 0

/** A new member, signed in: each booking makes its payer the advertiser's portal account. */
async function newMember() {
  const browser = client()
  const password = 'Orbit!Lamp42'
  const response = await browser.post('/register', { name: 'Mara Quist', email: `booker-${Date.now()}-${++registered}@fernleaf.example`, password, confirmPassword: password, terms: 'on' })
  expect(response.status).toBe(302)
  return browser
}

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10)

const booking = (fields: Record<string, string | string[]> = {}) => ({
  packageId: 'startup',
  companyName: 'Fernleaf Analytics',
  website: 'https://fernleaf.example',
  campaignName: 'Winter launch',
  startsOn: day(2),
  endsOn: day(31),
  headlineA: 'Dashboards your CFO reads',
  bodyA: 'Fernleaf turns warehouse tables into one weekly page.',
  callToActionA: 'See a sample',
  destinationA: 'https://fernleaf.example/sample?utm_source=lumen',
  cardName: 'Mara Quist',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  ...fields,
})

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

describe('booking a package on /advertising', () => {
  it('offers each package with a link to book it, and asks visitors to sign in first', async () => {
    const page = await expectPage(await client().get('/advertising'), 200, ['Book Startup', 'Book Professional', 'Book Enterprise'])
    expect(page).toContain('href="/advertising/book?package=enterprise"')
    await expectPage(await client().get('/advertising/book?package=enterprise'), 200, ['Sign in or create an account to book a campaign.', '$1,499.00 for 150,000 viewable impressions'])
    const post = await client().post('/advertising/book', booking())
    expect(post.status).toBe(302)
    expect(post.headers.get('location')).toMatch(/^\/login/)
  })

  it('shows targeting to Enterprise only and newsletter editions to the packages that have them', async () => {
    const member = await newMember()
    const startup = await (await member.get('/advertising/book?package=startup')).text()
    expect(startup).not.toContain('name="categories"')
    expect(startup).not.toContain('name="newsletterKinds"')
    const enterprise = await (await member.get('/advertising/book?package=enterprise')).text()
    expect(enterprise).toContain('name="categories" value="robotics"')
    expect(enterprise).toMatch(/name="newsletterKinds" checked="" value="weekly_summary"/)
    expect(enterprise).toContain('Test mode: pay with the test card 4242 4242 4242 4242')
  })

  it('refuses bad input with a 400 beside the field and keeps what was typed, never the card number', async () => {
    const member = await newMember()
    const pastStart = await member.post('/advertising/book', booking({ startsOn: day(0), campaignName: 'Kept name' }))
    const html = await expectPage(pastStart, 400, ['The first day is tomorrow at the earliest.', 'Kept name'])
    expect(html).not.toMatch(/value="4242 4242 4242 4242"|value="123"/)
    await expectPage(await member.post('/advertising/book', booking({ destinationA: 'javascript:alert(1)' })), 400, ['The link must be an http(s) address.'])
    await expectPage(await member.post('/advertising/book', booking({ categories: 'robotics' })), 400, ['Targeting by category is part of the Enterprise package.'])
    await expectPage(await member.post('/advertising/book', booking({ cardNumber: '4111 1111 1111 1111' })), 400, ['Test mode accepts only the test cards listed on this page'])
    await expectPage(await member.post('/advertising/book', booking({ packageId: 'gold' })), 400, ['This field is required.'])
    await expectPage(await member.post('/advertising/book', booking({ headlineB: 'Only a headline' })), 400, ['Fill in every field of the second version, or leave them all empty.'])
    const declined = await member.post('/advertising/book', booking({ cardNumber: '4000 0000 0000 0002', campaignName: 'Declined launch' }))
    await expectPage(declined, 402, ['Declined launch'])
    expect((await (await member.get('/advertiser')).text())).not.toContain('Declined launch')
  })

  it('refuses an image that is no image, or one without its description, and books nothing', async () => {
    const member = await newMember()
    const svg = await postMultipart(member, '/advertising/book', booking({ campaignName: 'Markup launch', imageAltA: 'A chart' }), { field: 'imageA', name: 'chart.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg onload="alert(1)"/>') })
    await expectPage(svg, 400, ['SVG and other markup files are not accepted'])
    const noAlt = await postMultipart(member, '/advertising/book', booking({ campaignName: 'Silent launch' }), { field: 'imageA', name: 'chart.png', type: 'image/png', bytes: png })
    await expectPage(noAlt, 400, ['Describe the image for readers who cannot see it.'])
    expect(await (await member.get('/advertiser')).text()).not.toMatch(/Markup launch|Silent launch/)
  })

  it('books and pays by test card, with a banner image: the campaign waits in review in the portal and in the staff queue', async () => {
    const member = await newMember()
    const booked = await postMultipart(member, '/advertising/book', booking({ campaignName: 'Paid launch', imageAltA: 'A weekly revenue chart on one page' }), { field: 'imageA', name: 'chart.png', type: 'image/png', bytes: png })
    expect(booked.status).toBe(302)
    const path = booked.headers.get('location')!
    expect(path).toMatch(/^\/advertiser\/campaigns\/[0-9a-f-]{36}\?booked=1$/)
    const page = await expectPage(await member.get(path), 200, ['Booked and paid.', 'Paid $299.00', 'Visa ending in 4242', 'In review by our staff', 'Paid launch'])
    expect(page).toMatch(/<img[^>]+src="\/media\/uploads\/[0-9a-f-]{36}\.png"[^>]+alt="A weekly revenue chart on one page"|alt="A weekly revenue chart on one page"[^>]+src="\/media\/uploads\/[0-9a-f-]{36}\.png"/)
    expect(page).toContain('data-testid="campaign-status">In review<')

    const admin = client()
    await admin.login(...demoLogins.admin)
    const queue = await (await admin.get('/admin/advertising')).text()
    expect(queue).toContain('Dashboards your CFO reads')
    const [, creativeId] = new RegExp(`Dashboards your CFO reads[\\s\\S]*?name="creativeId" value="([0-9a-f-]{36})"`).exec(queue)!
    expect((await admin.post('/admin/advertising', { intent: 'approve', creativeId: creativeId! })).status).toBe(200)
    const after = await expectPage(await member.get(path.replace('?booked=1', '')), 200, ['Approved: may run'])
    expect(after).toContain('data-testid="campaign-status">Scheduled<')
  })

  it('lets staff cancel a booking that has not run with a full refund, once', async () => {
    const member = await newMember()
    const path = (await member.post('/advertising/book', booking({ campaignName: 'Refunded launch' }))).headers.get('location')!.replace('?booked=1', '')
    const admin = client()
    await admin.login(...demoLogins.admin)
    const adminPath = path.replace('/advertiser/campaigns/', '/admin/advertising/')
    await expectPage(await admin.get(adminPath), 200, ['Self-serve booking', 'Paid $299.00 (test mode)', '>Cancel and refund <!-- -->$299.00</button>'])
    await expectPage(await admin.post(adminPath, { intent: 'refund' }), 200, ['The campaign is canceled and its payment refunded.'])
    expect((await admin.post(adminPath, { intent: 'refund' })).status).toBe(409)
    await expectPage(await member.get(path), 200, ['Refunded $299.00', 'We could not run this campaign, and the payment was refunded.', 'data-testid="campaign-status">Canceled<'])
  })
})
