import { and, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { emails, newsletterDeliveries, newsletterEditions, newsletterSubscriptions } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { deliverEdition } from '../../app/newsletter/editions/delivery.server'
import { renderEdition } from '../../app/newsletter/editions/edition-email'
import { createAutomaticEdition } from '../../app/newsletter/editions/editions.server'
import { editionEngagement, recordLinkClick } from '../../app/newsletter/editions/link-tracking.server'
import { loader as clickLoader } from '../../app/routes/newsletter.click.$token'
import { loader as openLoader } from '../../app/routes/newsletter.open.$token'
import { action as editionAction, loader as editionLoader } from '../../app/routes/admin.newsletter.editions.$id'
import { routeArgs } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { action as unsubscribeAction } from '../../app/routes/newsletter.unsubscribe'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const site = 'http://localhost:3000'
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36'

/** A weekly summary of two items (the template adds the site's own links), sent to `readers` new subscribers; each copy with its e-mail. */
async function sentEdition(readers: number, { countOpens = false } = {}) {
  const tokens = Array.from({ length: readers }, () => `tok${uniqueSuffix()}${uniqueSuffix()}`)
  await db.insert(newsletterSubscriptions).values(tokens.map((token) => ({ email: `clicks-${uniqueSuffix()}@example.com`, token, isActive: true, confirmedAt: new Date() })))
  const { html, text } = renderEdition({
    siteName: 'Lumen', siteUrl: site, label: 'Weekly summary', title: 'The week in AI and marketing', reason: 'You asked for it.',
    sections: [
      { heading: 'New courses', items: [{ path: '/education/course/prompt-evaluation?from=email&week=48', title: 'Prompt evaluation', description: 'Test prompts like code.' }] },
      { heading: 'Worth reading', items: [{ path: '/news/attribution-without-cookies', title: 'Attribution without cookies', description: 'First-party, on the server.' }] },
    ],
  })
  const subject = `Week ${uniqueSuffix()}`
  const id = (await createAutomaticEdition(db, { kind: 'weekly_summary', key: `weekly_summary:${uniqueSuffix()}`, subject, html, text }, new Date()))!
  if (countOpens) await db.update(newsletterEditions).set({ countOpens: true }).where(eq(newsletterEditions.id, id))
  await deliverEdition(db, id)
  const copies = await db.select({ id: newsletterDeliveries.id, email: newsletterDeliveries.email, recipient: newsletterDeliveries.recipient }).from(newsletterDeliveries).where(eq(newsletterDeliveries.editionId, id))
  const ours = copies.filter((copy) => tokens.includes(copy.recipient.slice(2)))
  const mails = await Promise.all(ours.map(async (copy) => (await db.select().from(emails).where(and(eq(emails.to, copy.email), eq(emails.subject, subject))))[0]!))
  return { id, html, delivered: copies.length, copies: ours.map((copy, index) => ({ ...copy, mail: mails[index]! })) }
}

const trackedIn = (html: string) => [...html.matchAll(/href="[^"]*\/newsletter\/click\/([^"]+)"/g)].map((match) => match[1]!)
const click = (token: string, agent = browser) =>
  clickLoader({ request: new Request(`${site}/newsletter/click/${token}`, { headers: { 'user-agent': agent } }), params: { token }, context: new RouterContextProvider() } as never) as Promise<Response>

describe('newsletter link clicks', () => {
  it('send every link of a copy through its own signed redirect, which leads only to the edition’s own address', async () => {
    const { html, copies } = await sentEdition(2)
    const [first, second] = copies
    const firstLinks = trackedIn(first!.mail.html)
    expect(firstLinks.length).toBeGreaterThanOrEqual(2)
    // No address of the edition is left untracked in the copy, in its HTML or its text.
    expect(first!.mail.html).not.toContain(`${site}/news/attribution-without-cookies`)
    expect(first!.mail.text).not.toContain(`${site}/news/attribution-without-cookies`)
    expect(first!.mail.text).toContain('/newsletter/click/')
    // Each copy has links of its own.
    expect(trackedIn(second!.mail.html).some((token) => firstLinks.includes(token))).toBe(false)

    const course = firstLinks[0]!
    const answer = await click(course)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const destinations = await Promise.all(firstLinks.map(async (token) => (await click(token)).headers.get('location')))
    // Links to the site say they came from the newsletter, so a conversion after them is attributed to it.
    expect(destinations).toContain(`${site}/education/course/prompt-evaluation?from=email&week=48&ref=newsletter`)
    expect(destinations).toContain(`${site}/news/attribution-without-cookies?ref=newsletter`)
    expect(destinations.every((url) => html.includes(url!.replace(/[?&]ref=newsletter$/, '').replaceAll('&', '&amp;')))).toBe(true)

    // A forged signature, another copy's signature, a link past the edition's own: 404, never a redirect.
    const [deliveryId, index, signature] = course.split('.')
    const [otherId, , otherSignature] = trackedIn(second!.mail.html)[0]!.split('.')
    for (const forged of [`${deliveryId}.${index}.${'A'.repeat(32)}`, `${deliveryId}.${index}.${otherSignature}`, `${otherId}.${index}.${signature}`, `${deliveryId}.999.${signature}`, 'https:%2F%2Fevil.example', '']) {
      const refused = await click(forged)
      expect(refused.status, forged).toBe(404)
      expect(refused.headers.get('location')).toBeNull()
    }
    expect(await recordLinkClick(db, `${deliveryId}.999.${signature}`)).toBeNull()
  })

  it('count each reader once per link, never a bot, and report delivered, clickers, click rate, top links and unsubscribes', async () => {
    // Readers of the test above get this edition too: every copy delivered counts.
    const { id, copies, delivered } = await sentEdition(4)
    const [a, b, c, d] = copies.map((copy) => ({ ...copy, links: trackedIn(copy.mail.html) }))
    const linkOf = (copy: typeof a, url: string) => copy!.links.find((token) => token.split('.')[1] === String(urlIndex.get(url)))!
    // The edition's links in order: find which index leads where from one copy.
    const urlIndex = new Map<string, number>()
    for (const token of a!.links) urlIndex.set((await click(token, 'curl/8.5.0')).headers.get('location')!, Number(token.split('.')[1]))
    const courseUrl = `${site}/education/course/prompt-evaluation?from=email&week=48&ref=newsletter`
    const articleUrl = `${site}/news/attribution-without-cookies?ref=newsletter`
    /** The edition's own link, as the report lists it (without the redirect's `ref`). */
    const plain = (url: string) => url.replace(/[?&]ref=newsletter$/, '')

    // A reads the article twice and the course once; B the article; C only through a bot; D nothing.
    expect((await recordLinkClick(db, linkOf(a, articleUrl)))!.counted).toBe(true)
    expect((await recordLinkClick(db, linkOf(a, articleUrl)))!.counted).toBe(false)
    await click(linkOf(a, courseUrl))
    await click(linkOf(b, articleUrl))
    await click(linkOf(c, articleUrl), 'Googlebot/2.1 (+http://www.google.com/bot.html)')

    // D unsubscribes through the link of this edition's copy.
    const unsubscribe = /href="([^"]*\/newsletter\/unsubscribe\?[^"]*)"/.exec(d!.mail.html)![1]!.replaceAll('&amp;', '&')
    expect(unsubscribe).toContain(`copy=${d!.id}`)
    const done = await unsubscribeAction({ request: new Request(unsubscribe, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) }), params: {}, context: new RouterContextProvider() } as never)
    expect(done).toMatchObject({ isUnsubscribed: true })

    const report = (await editionEngagement(db, id))!
    expect(report).toMatchObject({ delivered, uniqueClickers: 2, unsubscribed: 1 })
    expect(report.clickRate).toBe(Math.round((2 / delivered) * 1000) / 10)
    expect(report.topLinks).toEqual([{ url: plain(articleUrl), clicks: 2 }, { url: plain(courseUrl), clicks: 1 }])
    const [edition] = await db.select({ status: newsletterEditions.status }).from(newsletterEditions).where(eq(newsletterEditions.id, id))
    expect(edition!.status).toBe('sent')
  })
})

const pixelIn = (html: string) => [...html.matchAll(/src="[^"]*\/newsletter\/open\/([^"]+)"/g)].map((match) => match[1]!)
const open = (token: string, agent = browser) =>
  openLoader({ request: new Request(`${site}/newsletter/open/${token}`, { headers: { 'user-agent': agent } }), params: { token }, context: new RouterContextProvider() } as never) as Promise<Response>

describe('the optional open pixel', () => {
  it('is switched on per edition by the editor, and kept with the draft', async () => {
    const { cookie } = await signedInMember(db, { role: 'admin' })
    const saved = (await editionAction(routeArgs('/admin/newsletter/editions/new', { id: 'new' }, { cookie, form: { intent: 'save', subject: 'Opens on', body: '<p>Counting opens this time.</p>', countOpens: 'on' } }))) as Response
    const id = saved.headers.get('location')!.split('/').pop()!.split('?')[0]!
    const [row] = await db.select({ countOpens: newsletterEditions.countOpens }).from(newsletterEditions).where(eq(newsletterEditions.id, id))
    expect(row).toEqual({ countOpens: true })
    const page = (await editionLoader(routeArgs(`/admin/newsletter/editions/${id}`, { id }, { cookie }))) as { values: Record<string, string> }
    expect(page.values.countOpens).toBe('on')
    await editionAction(routeArgs(`/admin/newsletter/editions/${id}`, { id }, { cookie, form: { intent: 'save', subject: 'Opens off', body: '<p>Not this time.</p>' } }))
    expect((await db.select({ countOpens: newsletterEditions.countOpens }).from(newsletterEditions).where(eq(newsletterEditions.id, id)))[0]).toEqual({ countOpens: false })
  })

  it('is in no copy unless the edition counts opens, and then its report has no opens figure', async () => {
    const { id, copies } = await sentEdition(1)
    expect(pixelIn(copies[0]!.mail.html)).toEqual([])
    expect(await editionEngagement(db, id)).toMatchObject({ opens: null })
  })

  it('counts each copy once, never a bot, answers a never-cached image, refuses a forged pixel, and reports opens as inflated figures', async () => {
    const { id, copies, delivered } = await sentEdition(3, { countOpens: true })
    const pixels = copies.map((copy) => pixelIn(copy.mail.html))
    expect(pixels.every((found) => found.length === 1)).toBe(true)
    expect(new Set(pixels.flat()).size).toBe(3)
    // The text part has no pixel; the copy's links are still tracked.
    expect(copies[0]!.mail.text).not.toContain('/newsletter/open/')

    const [first, second, third] = pixels.map((found) => found[0]!)
    const image = await open(first!)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/gif')
    expect(image.headers.get('cache-control')).toBe('no-store, private')
    expect(new Uint8Array(await image.arrayBuffer()).slice(0, 6)).toEqual(new TextEncoder().encode('GIF89a'))
    await open(first!)
    await open(second!)
    // A link checker fetching the image gets it, and is not counted.
    expect((await open(third!, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).status).toBe(200)

    const [deliveryId, signature] = first!.split('.')
    const [otherId] = second!.split('.')
    for (const forged of [`${deliveryId}.${'A'.repeat(32)}.gif`, `${otherId}.${signature}.gif`, `${deliveryId}.${signature}.png`, `${deliveryId}.${signature}`, '']) {
      expect((await open(forged)).status, forged).toBe(404)
    }
    const report = await editionEngagement(db, id)
    expect(report).toMatchObject({ delivered, opens: { count: 2, rate: Math.round((2 / delivered) * 1000) / 10 } })
  })
})
