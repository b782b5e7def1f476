import { RouterContextProvider } from 'react-router'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { emails, newsletterSubscriptions } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { requestInfoContext } from '../../app/lib/request-context.server'
import { confirmSubscription, subscribe } from '../../app/newsletter/newsletter.server'
import { action } from '../../app/routes/newsletter'
import { openTestDb } from '../support/test-db'

await openTestDb()

function signUp(email: string) {
  const request = new Request('http://localhost/newsletter', { method: 'POST', body: new URLSearchParams({ email }) })
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', clientIp: `test-${uniqueSuffix()}`, markPageCacheable: () => undefined, describePage: () => undefined })
  return action({ request, params: {}, context, url: new URL(request.url), unstable_pattern: '' } as never) as unknown as Promise<{
    data: { ok: boolean; message: string }
    init: ResponseInit | null
  }>
}

const mailsTo = async (email: string) => (await getDb().select().from(emails).where(eq(emails.to, email))).length

describe('newsletter sign-ups for one address at the same time', () => {
  it('send one confirmation e-mail; the others are answered as duplicates', async () => {
    const email = `crowd-${uniqueSuffix()}@example.com`
    const results = await Promise.all(Array.from({ length: 20 }, () => signUp(email)))
    expect(await mailsTo(email)).toBe(1)
    expect(results.filter((r) => r.data.ok).map((r) => r.data.message)).toEqual(['Successfully subscribed! Check your email for confirmation.'])
    const duplicates = results.filter((r) => !r.data.ok)
    expect(duplicates).toHaveLength(19)
    for (const r of duplicates) expect(r).toMatchObject({ data: { message: 'You are already subscribed to our newsletter!' }, init: { status: 409 } })
  })

  it('mail a pending address again once a minute has passed, once however many ask, and never a confirmed one', async () => {
    const db = getDb()
    const email = `again-${uniqueSuffix()}@example.com`
    expect(await subscribe(db, email)).toEqual({ status: 'pending' })
    expect(await subscribe(db, email)).toEqual({ status: 'already-subscribed' })
    const earlier = sql`now() - interval '2 minutes'`
    await db.update(newsletterSubscriptions).set({ subscribedAt: earlier }).where(eq(newsletterSubscriptions.email, email))
    const again = await Promise.all(Array.from({ length: 5 }, () => subscribe(db, email)))
    expect(again.filter((r) => r.status === 'pending')).toHaveLength(1)
    expect(await mailsTo(email)).toBe(2)
    const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
    await confirmSubscription(db, row!.token)
    await db.update(newsletterSubscriptions).set({ subscribedAt: earlier }).where(eq(newsletterSubscriptions.email, email))
    expect(await subscribe(db, email)).toEqual({ status: 'already-subscribed' })
    expect(await mailsTo(email)).toBe(2)
  })
})
