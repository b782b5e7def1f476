import { randomUUID } from 'node:crypto'
import { RouterContextProvider } from 'react-router'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { adProposals, comments, emails, idempotencyKeys, supportTickets } from '../../app/db/schema'
import { createArticle, uniqueSuffix } from '../../app/db/seed/factories'
import { submitOnce } from '../../app/lib/idempotency.server'
import { requestInfoContext } from '../../app/lib/request-context.server'
import { action as advertisingAction } from '../../app/routes/advertising'
import { action as contactAction } from '../../app/routes/contact'
import { action as articleAction } from '../../app/routes/news.$slug'
import { action as newsletterAction } from '../../app/routes/newsletter'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()

type RouteAction = (args: never) => unknown

/** Posts a form to a route action as the framework would, from one client address; returns status and body. */
async function post(action: RouteAction, path: string, fields: Record<string, string>, { clientIp = 'test-client', cookie = '', params = {} } = {}) {
  const request = new Request(`http://localhost${path}`, { method: 'POST', headers: { Cookie: cookie }, body: new URLSearchParams(fields) })
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', clientIp, markPageCacheable: () => undefined, describePage: () => undefined })
  const result = (await action({ request, params, context } as never)) as { type?: string; data?: unknown; init?: { status?: number } }
  return result.type === 'DataWithResponseInit' ? { status: result.init?.status ?? 200, body: result.data } : { status: 200, body: result }
}

const contactForm = (subject: string) => ({ name: 'Rosa Díaz', email: 'rosa@example.com', subject, message: 'The date in paragraph two is wrong.' })

describe('forms submitted again with the same idempotency key', () => {
  it('contact: a repeat gets the first answer and stores nothing more, even while the first is running', async () => {
    const subject = `Correction ${uniqueSuffix()}`
    const form = { ...contactForm(subject), idempotencyKey: randomUUID() }
    const clientIp = `test-${uniqueSuffix()}`
    const answers = await Promise.all([1, 2, 3].map(() => post(contactAction, '/contact', form, { clientIp })))
    answers.push(await post(contactAction, '/contact', form, { clientIp }))
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(answers[0]).toMatchObject({ status: 200, body: { ok: true, errors: {}, values: {}, message: 'Message Sent Successfully!', receipt: { ticketNumber: expect.any(Number), plan: 'visitor' } } })
    expect(await getDb().select().from(supportTickets).where(eq(supportTickets.subject, subject))).toHaveLength(1)
  })

  it('contact: different values under one key (a page kept by a cache) and forms without a key are each stored', async () => {
    const key = randomUUID()
    const first = `First ${uniqueSuffix()}`
    const second = `Second ${uniqueSuffix()}`
    const clientIp = `test-${uniqueSuffix()}`
    await post(contactAction, '/contact', { ...contactForm(first), idempotencyKey: key }, { clientIp })
    await post(contactAction, '/contact', { ...contactForm(second), idempotencyKey: key }, { clientIp })
    await post(contactAction, '/contact', contactForm(second), { clientIp })
    expect(await getDb().select().from(supportTickets).where(eq(supportTickets.subject, first))).toHaveLength(1)
    expect(await getDb().select().from(supportTickets).where(eq(supportTickets.subject, second))).toHaveLength(2)
  })

  it('contact: the key belongs to its sender; another client with the same key and values is stored too', async () => {
    const subject = `Shared ${uniqueSuffix()}`
    const form = { ...contactForm(subject), idempotencyKey: randomUUID() }
    await post(contactAction, '/contact', form, { clientIp: `test-${uniqueSuffix()}` })
    await post(contactAction, '/contact', form, { clientIp: `test-${uniqueSuffix()}` })
    expect(await getDb().select().from(supportTickets).where(eq(supportTickets.subject, subject))).toHaveLength(2)
  })

  it('advertising: a repeat stores one proposal', async () => {
    const companyName = `Northwind ${uniqueSuffix()}`
    const form = { fullName: 'Kenji Mori', email: 'kenji@example.com', companyName, monthlyBudget: '2,500-5,000', advertisementType: 'Newsletter Sponsorship', idempotencyKey: randomUUID() }
    const answers = [await post(advertisingAction, '/advertising', form), await post(advertisingAction, '/advertising', form)]
    expect(answers[1]).toEqual(answers[0])
    expect(answers[0]!.body).toMatchObject({ ok: true })
    expect(await getDb().select().from(adProposals).where(eq(adProposals.companyName, companyName))).toHaveLength(1)
  })

  it('newsletter: a repeat answers the first success and sends no second e-mail', async () => {
    const email = `retry-${uniqueSuffix()}@example.com`
    const form = { email, idempotencyKey: randomUUID() }
    const answers = [await post(newsletterAction, '/newsletter', form), await post(newsletterAction, '/newsletter', form)]
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { ok: true, message: 'Successfully subscribed! Check your email for confirmation.' } })
    expect(await getDb().select().from(emails).where(eq(emails.to, email))).toHaveLength(1)
    const withoutKey = await post(newsletterAction, '/newsletter', { email })
    expect(withoutKey).toMatchObject({ status: 409, body: { message: 'You are already subscribed to our newsletter!' } })
  })

  it('comment: a repeat adds one comment', async () => {
    const db = getDb()
    const article = await createArticle(db)
    const { cookie } = await signedInMember(db)
    const form = { intent: 'comment', content: `Retried ${uniqueSuffix()}`, idempotencyKey: randomUUID() }
    const send = () => post(articleAction, `/news/${article.slug}`, form, { cookie, params: { slug: article.slug } })
    const answers = await Promise.all([send(), send()])
    answers.push(await send())
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { ok: true } })
    expect(await db.select().from(comments).where(eq(comments.content, form.content))).toHaveLength(1)
  })
})

describe('the idempotency helper', () => {
  const request = new Request('http://localhost/contact', { method: 'POST' })
  const keyed = (key: string) => {
    const form = new FormData()
    form.set('idempotencyKey', key)
    form.set('message', 'hello')
    return form
  }
  const once = (key: string, write: () => Promise<{ status: number; body: string }>) =>
    submitOnce(getDb(), request, keyed(key), { form: 'test', owner: 'client:test', write, busy: (message) => message })

  it('lets a repeat run again after an error or a refusal, and keeps only an answer below 400', async () => {
    const key = randomUUID()
    await expect(once(key, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down')
    expect(await once(key, async () => ({ status: 429, body: 'too many' }))).toEqual({ status: 429, body: 'too many' })
    expect(await once(key, async () => ({ status: 200, body: 'done' }))).toEqual({ status: 200, body: 'done' })
    expect(await once(key, async () => ({ status: 200, body: 'again' }))).toEqual({ status: 200, body: 'done' })
  })

  it('runs a submission again once its key has expired after a day', async () => {
    const key = randomUUID()
    await once(key, async () => ({ status: 200, body: 'first' }))
    await getDb().update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.form, 'test'))
    expect(await once(key, async () => ({ status: 200, body: 'second' }))).toEqual({ status: 200, body: 'second' })
  })

  it('ignores a key that is not a random token', async () => {
    let writes = 0
    const write = async () => ({ status: 200, body: String(++writes) })
    await once('short', write)
    expect(await once('short', write)).toEqual({ status: 200, body: '2' })
  })
})
