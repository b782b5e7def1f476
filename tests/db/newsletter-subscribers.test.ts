import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { emails, newsletterDeliveries, newsletterEditions, newsletterSubscriptions } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { AppError } from '../../app/lib/app-error'
import { listSubscribers, subscriberCounts, subscriberCsv, subscriberGrowth } from '../../app/newsletter/admin/subscribers.server'
import { editionCopies } from '../../app/newsletter/admin/copies.server'
import { deliverEdition } from '../../app/newsletter/editions/delivery.server'
import { saveEditionDraft, scheduleEdition, startEdition, unscheduleEdition } from '../../app/newsletter/editions/editions.server'
import { openTestDb } from '../support/test-db'

await openTestDb()

const at = (iso: string) => new Date(iso)
const allOn = { daily_digest: true, weekly_summary: true, breaking_news: true }

type Row = typeof newsletterSubscriptions.$inferInsert
const row = (email: string, fields: Partial<Row> = {}): Row => ({ email, token: randomBytes(18).toString('base64url'), ...fields })
const active = (email: string, confirmed: string, fields: Partial<Row> = {}) =>
  row(email, { subscribedAt: at(confirmed), confirmedAt: at(confirmed), isActive: true, ...fields })
const unsubscribed = (email: string, confirmed: string, left: string) =>
  row(email, { subscribedAt: at(confirmed), confirmedAt: at(confirmed), unsubscribedAt: at(left), isActive: false })

// The whole list of this file's database: the counts below are exact.
const fixtures: Row[] = [
  active('a-before@example.com', '2024-02-10T09:00:00Z', { preferences: { daily_digest: true, weekly_summary: false, breaking_news: true } }),
  unsubscribed('b-left-in-period@example.com', '2024-02-20T09:00:00Z', '2024-03-05T12:00:00Z'),
  active('c-morning@example.com', '2024-03-03T10:00:00Z'),
  active('d-last-ms@example.com', '2024-03-03T23:59:59.999Z'),
  unsubscribed('e-short-stay@example.com', '2024-03-10T08:00:00Z', '2024-03-12T08:00:00Z'),
  row('f-pending@example.com', { subscribedAt: at('2024-03-15T08:00:00Z') }),
  unsubscribed('g-left-before@example.com', '2024-01-15T08:00:00Z', '2024-02-01T08:00:00Z'),
  active('h-today@example.com', '2024-03-30T08:00:00Z'),
  active('Ada.Lovelace+news@Example.com', '2024-01-02T08:00:00Z'),
  active('ada_x@example.com', '2024-01-03T08:00:00Z'),
  active('=HYPERLINK("http://evil.example","x")@example.com', '2024-01-04T08:00:00Z', { preferences: { daily_digest: false, weekly_summary: false, breaking_news: false } }),
]
// Thirty sign-ups written by one statement: one now(), to the microsecond.
const sameMoment = Array.from({ length: 30 }, (_, i) => row(`same-moment-${String(i).padStart(2, '0')}@example.com`))

beforeAll(async () => {
  await getDb().insert(newsletterSubscriptions).values(fixtures)
  await getDb().insert(newsletterSubscriptions).values(sameMoment)
})

describe('subscriber counts', () => {
  it('count active (confirmed), pending and unsubscribed subscriptions', async () => {
    expect(await subscriberCounts(getDb())).toEqual({ active: 7, pending: 1 + sameMoment.length, unsubscribed: 3 })
  })
})

describe('growth per day', () => {
  const now = at('2024-03-30T15:00:00Z')

  it('gives 30 UTC days, today included, with the confirmations of each day and the subscribers at its end', async () => {
    const growth = await subscriberGrowth(getDb(), { days: 30, now })
    expect(growth).toHaveLength(30)
    expect(growth[0]!.day).toBe('2024-03-01')
    expect(growth.at(-1)!.day).toBe('2024-03-30')
    const byDay = new Map(growth.map((d) => [d.day, d]))
    // Subscribed before the period and still there on its first day: a, b (and the three early ones).
    const base = 2 + 3
    expect(byDay.get('2024-03-01')).toEqual({ day: '2024-03-01', added: 0, total: base })
    expect(byDay.get('2024-03-03')).toEqual({ day: '2024-03-03', added: 2, total: base + 2 })
    expect(byDay.get('2024-03-04')).toEqual({ day: '2024-03-04', added: 0, total: base + 2 })
    expect(byDay.get('2024-03-05')).toEqual({ day: '2024-03-05', added: 0, total: base + 1 })
    expect(byDay.get('2024-03-10')).toEqual({ day: '2024-03-10', added: 1, total: base + 2 })
    expect(byDay.get('2024-03-12')).toEqual({ day: '2024-03-12', added: 0, total: base + 1 })
    expect(byDay.get('2024-03-15')).toEqual({ day: '2024-03-15', added: 0, total: base + 1 })
    expect(byDay.get('2024-03-30')).toEqual({ day: '2024-03-30', added: 1, total: base + 2 })
    expect(growth.reduce((sum, d) => sum + d.added, 0)).toBe(4)
  })

  it('ends today on the number of active subscribers', async () => {
    const growth = await subscriberGrowth(getDb())
    expect(growth).toHaveLength(30)
    expect(growth.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10))
    expect(growth.at(-1)!.total).toBe((await subscriberCounts(getDb())).active)
  })
})

describe('the subscriber list', () => {
  it('finds addresses by any part, in any case', async () => {
    const found = await listSubscribers(getDb(), { q: 'LOVELACE' })
    expect(found.subscribers.map((s) => s.email)).toEqual(['Ada.Lovelace+news@Example.com'])
    expect(found.total).toBe(1)
    expect(found.subscribers[0]).toMatchObject({ status: 'active', confirmedAt: at('2024-01-02T08:00:00Z'), preferences: allOn })
    expect((await listSubscribers(getDb(), { q: 'example.COM' })).total).toBe(fixtures.length + sameMoment.length)
  })

  it('takes % and _ in the search literally', async () => {
    expect((await listSubscribers(getDb(), { q: '_' })).subscribers.map((s) => s.email)).toEqual(['ada_x@example.com'])
    expect((await listSubscribers(getDb(), { q: '%' })).total).toBe(0)
  })

  it('pages newest first without skipping or repeating rows written at the same moment', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: Awaited<ReturnType<typeof listSubscribers>> = await listSubscribers(getDb(), { q: 'same-moment', cursor, pageSize: 7 })
      expect(page.total).toBe(30)
      seen.push(...page.subscribers.map((s) => s.email))
      cursor = page.nextCursor
      pages++
    } while (cursor)
    expect(pages).toBe(5)
    expect(seen).toHaveLength(30)
    expect(new Set(seen).size).toBe(30)
    const all = await listSubscribers(getDb(), { pageSize: 100 })
    // The 2024 rows come after this year's, newest first.
    expect(all.subscribers.at(-1)!.email).toBe('Ada.Lovelace+news@Example.com')
    expect(all.nextCursor).toBeNull()
  })

  it('refuses a forged cursor with a 400', async () => {
    await expect(listSubscribers(getDb(), { cursor: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ status: 400, code: 'invalid_cursor' })
    await expect(listSubscribers(getDb(), { cursor: 'bm90LWEtY3Vyc29y' })).rejects.toBeInstanceOf(AppError)
  })
})

describe('CSV', () => {
  it('exports every subscriber with status, times and preferences, in batches', async () => {
    let csv = ''
    for await (const chunk of subscriberCsv(getDb(), { batchSize: 4 })) csv += chunk
    const lines = csv.split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,daily_digest,weekly_summary,breaking_news')
    const records = lines.slice(1, -1)
    expect(records).toHaveLength(fixtures.length + sameMoment.length)
    expect(new Set(records).size).toBe(records.length)
    expect(records).toContain('a-before@example.com,active,2024-02-10T09:00:00.000Z,2024-02-10T09:00:00.000Z,yes,no,yes')
    expect(records).toContain('b-left-in-period@example.com,unsubscribed,2024-02-20T09:00:00.000Z,2024-02-20T09:00:00.000Z,yes,yes,yes')
    expect(records).toContain('f-pending@example.com,pending,2024-03-15T08:00:00.000Z,,yes,yes,yes')
    expect(records).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")@example.com",active,2024-01-04T08:00:00.000Z,2024-01-04T08:00:00.000Z,no,no,no`)
  })
})

describe('an unscheduled edition', () => {
  it('is not started by the delivery job queued when it was scheduled', async () => {
    const db = getDb()
    const editor = await createUser(db)
    const now = new Date()
    const id = await saveEditionDraft(db, { draft: { subject: 'Taken back', body: '<p>Not yet.</p>' }, actorId: editor.id })
    const later = new Date(now.getTime() + 3_600_000)
    expect(await scheduleEdition(db, id, { at: later, now })).toEqual(later)
    expect(await startEdition(db, id, now)).toBe(false)
    expect(await unscheduleEdition(db, id)).toBe(true)
    // The job fires at the old time: the draft stays a draft.
    expect(await startEdition(db, id, new Date(later.getTime() + 1000))).toBe(false)
    const [edition] = await db.select({ status: newsletterEditions.status }).from(newsletterEditions).where(eq(newsletterEditions.id, id))
    expect(edition!.status).toBe('draft')
    // Scheduled again, it starts at its time.
    await scheduleEdition(db, id, { at: later, now })
    expect(await startEdition(db, id, new Date(later.getTime() + 1000))).toBe(true)
  })
})

describe("an edition's copies", () => {
  it("find a reader's copy by part of the address, with its state and its message in the outbox", async () => {
    const db = getDb()
    const editor = await createUser(db)
    const now = new Date()
    const id = await saveEditionDraft(db, { draft: { subject: `Copies ${now.getTime()}`, body: '<p>For everyone.</p>' }, actorId: editor.id })
    await scheduleEdition(db, id, { at: null, now })
    expect(await startEdition(db, id, now)).toBe(true)
    const waiting = await editionCopies(db, id, { q: 'lovelace' })
    expect(waiting).toMatchObject({ total: 1, copies: [{ email: 'Ada.Lovelace+news@Example.com', status: 'pending', emailId: null }] })

    await deliverEdition(db, id)
    const found = await editionCopies(db, id, { q: 'LOVELACE' })
    expect(found.total).toBe(1)
    const [message] = await db.select({ id: emails.id, subject: emails.subject }).from(emails).where(eq(emails.to, 'Ada.Lovelace+news@Example.com'))
    expect(found.copies[0]).toMatchObject({ status: 'sent', attempts: 1, error: null, emailId: message!.id })
    expect(message!.subject).toBe(`Copies ${now.getTime()}`)
    expect((await editionCopies(db, id, { q: '%' })).total).toBe(0)

    // Failed copies come first; the total counts every match beyond the limit.
    await db.update(newsletterDeliveries).set({ status: 'failed', error: '550 Mailbox unavailable' }).where(and(eq(newsletterDeliveries.editionId, id), eq(newsletterDeliveries.email, 'h-today@example.com')))
    const all = await editionCopies(db, id, { limit: 3 })
    // The seven active subscribers and this file's two editors, members who get the newsletter.
    expect(all.total).toBe(9)
    expect(all.copies).toHaveLength(3)
    expect(all.copies[0]).toMatchObject({ email: 'h-today@example.com', status: 'failed', error: '550 Mailbox unavailable' })
  })
})
