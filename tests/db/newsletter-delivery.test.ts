import { RouterContextProvider } from 'react-router'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { parseConfig, setConfig } from '../../app/config.server'
import { newsletterDeliveries, newsletterEditions, newsletterSubscriptions } from '../../app/db/schema'
import { createArticle, uniqueSuffix } from '../../app/db/seed/factories'
import { jobQueueOverview, retryFailedJob } from '../../app/jobs/overview.server'
import { enqueue, startJobQueue, stopJobQueue, type JobDefinition } from '../../app/jobs/queue.server'
import { requestInfoContext } from '../../app/lib/request-context.server'
import { deliverEdition } from '../../app/newsletter/editions/delivery.server'
import { createBreakingNews } from '../../app/newsletter/editions/schedule.server'
import { action as unsubscribeAction } from '../../app/routes/newsletter.unsubscribe'
import { freePort } from '../support/server-process'
import { smtpServerForFile } from '../support/smtp-server'
import { openTestDb } from '../support/test-db'

const handle = await openTestDb()
const { db } = handle
const smtp = smtpServerForFile()
const { received } = smtp
afterAll(async () => {
  await stopJobQueue()
  setConfig(undefined)
})

async function subscriber() {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: `smtp-${uniqueSuffix()}@example.com`, token: `tok${uniqueSuffix()}${uniqueSuffix()}`, isActive: true, confirmedAt: new Date() })
    .returning()
  return row!
}

async function breakingEdition() {
  const article = await createArticle(db, { title: `Chatbot ads go live ${uniqueSuffix()}`, publishedAt: new Date(Date.now() - 60_000) })
  return (await createBreakingNews(db, article.id, { now: new Date() }))!.id
}

const oneClick = (url: string) => {
  const request = new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', clientIp: '127.0.0.1', markPageCacheable: () => undefined, describePage: () => undefined })
  return unsubscribeAction({ request, params: {}, context, url: new URL(url), unstable_pattern: '' } as never)
}

describe('a newsletter over SMTP', () => {
  it('carries text and HTML parts and the one-click unsubscribe headers, and the one-click POST unsubscribes', async () => {
    setConfig(parseConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Lumen <news@lumen.example>' }))
    const reader = await subscriber()
    const edition = await breakingEdition()
    expect(await deliverEdition(db, edition)).toMatchObject({ failed: 0 })
    const message = received.find((m) => m.to === reader.email)!
    const raw = message.raw.replace(/=\r\n/g, '').replace(/\r\n\s+/g, ' ')
    // The link names the reader's copy too, so the edition's report counts who left through it.
    const unsubscribe = new RegExp(`List-Unsubscribe: <(http://localhost:3000/newsletter/unsubscribe\\?token=${reader.token}&kind=breaking_news&copy=[0-9a-f-]{36})>`).exec(raw)?.[1]
    expect(unsubscribe).toBeDefined()
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(raw).toMatch(/Content-Type: multipart\/alternative/)
    expect(raw).toMatch(/Content-Type: text\/plain/)
    expect(raw).toMatch(/Content-Type: text\/html/)
    expect(raw).toContain('Subject: Breaking: Chatbot ads go live')

    expect(await oneClick(unsubscribe!)).toEqual({ isUnsubscribed: true, scope: 'breaking_news' })
    const [after] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, reader.id))
    expect(after).toMatchObject({ isActive: true, preferences: { breaking_news: false, daily_digest: true } })
    expect(await oneClick(`http://localhost:3000/newsletter/unsubscribe?token=${reader.token}`)).toEqual({ isUnsubscribed: true, scope: 'all' })
    const [gone] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, reader.id))
    expect(gone!.isActive).toBe(false)
  })
})

describe('the job queue', () => {
  it('retries a failed send with back-off, then shows it among the failures; Retry sends it', async () => {
    const queue = 'test-newsletter-deliver'
    const deliver: JobDefinition<{ editionId: string }> = {
      name: queue,
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: ({ editionId }) => deliverEdition(db, editionId),
    }
    await startJobQueue(handle, [deliver as JobDefinition<never>], { pollingIntervalSeconds: 0.5 })
    // Nothing listens here, so every send fails.
    setConfig(parseConfig({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_FROM: 'Lumen <news@lumen.example>' }))
    const reader = await subscriber()
    const edition = await breakingEdition()
    await enqueue(queue, { editionId: edition })

    await expect.poll(async () => (await jobQueueOverview(db))!.recentFailures.filter((f) => f.name === queue), { timeout: 20_000, interval: 250 }).toHaveLength(1)
    const overview = (await jobQueueOverview(db))!
    const failure = overview.recentFailures.find((f) => f.name === queue)!
    expect(failure.attempts).toBe(2)
    expect(failure.error).toMatch(/copies of "Breaking: Chatbot ads go live .*" could not be sent/)
    expect(overview.depths.find((d) => d.name === queue)).toMatchObject({ failed: 1, waiting: 0, active: 0 })
    const [copy] = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, reader.email))
    expect(copy).toMatchObject({ status: 'failed', attempts: 2 })

    setConfig(parseConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Lumen <news@lumen.example>' }))
    expect(await retryFailedJob(queue, failure.id)).toBe(true)
    await expect.poll(async () => (await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, edition)))[0]!.status, { timeout: 20_000, interval: 250 }).toBe('sent')
    expect(received.filter((m) => m.to === reader.email)).toHaveLength(1)
    expect(await retryFailedJob(queue, failure.id)).toBe(false)
  })
})
