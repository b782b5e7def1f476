import { RouterContextProvider } from 'react-router'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { adProposals, supportMessages, supportTickets } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { requestInfoContext } from '../../app/lib/request-context.server'
import { action as advertisingAction } from '../../app/routes/advertising'
import { action as contactAction } from '../../app/routes/contact'
import { openTestDb } from '../support/test-db'

await openTestDb()

function post(path: string, form: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(form) })
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', clientIp: `test-${uniqueSuffix()}`, markPageCacheable: () => undefined, describePage: () => undefined })
  return { request, params: {}, context, url: new URL(request.url), unstable_pattern: '' } as never
}

type Result = { data: { ok: boolean; errors: Record<string, string>; values: Record<string, string>; message: string | null }; init: ResponseInit | null }

describe('contact form', () => {
  it('opens a ticket with category general by default and answers Message Sent Successfully! with its number and reply time', async () => {
    const email = `writer-${uniqueSuffix()}@example.com`
    const result = (await contactAction(post('/contact', { name: 'Rosa Díaz', email, subject: 'Correction', message: 'The date in paragraph two is wrong.' }))) as unknown as Result
    expect(result.data).toMatchObject({ ok: true, message: 'Message Sent Successfully!', receipt: { ticketNumber: expect.any(Number), replyBy: expect.any(String), plan: 'visitor' } })
    const [row] = await getDb().select().from(supportTickets).where(eq(supportTickets.requesterEmail, email))
    expect(row).toMatchObject({ requesterName: 'Rosa Díaz', subject: 'Correction', category: 'general', status: 'new', plan: 'visitor', priority: 'normal' })
    const thread = await getDb().select().from(supportMessages).where(eq(supportMessages.ticketId, row!.id))
    expect(thread).toMatchObject([{ kind: 'customer', body: 'The date in paragraph two is wrong.', via: 'web' }])
  })

  it('rejects missing fields with their messages and keeps what was typed', async () => {
    const result = (await contactAction(post('/contact', { name: '', email: 'bad', subject: 'Hi <b>there</b>', message: '' }))) as unknown as Result
    expect(result.init?.status).toBe(400)
    expect(result.data.errors).toMatchObject({ name: 'Name is required', email: 'Please enter a valid email address', message: 'Message is required' })
    expect(result.data.values.subject).toBe('Hi <b>there</b>')
  })
})

describe('advertising proposals', () => {
  it('are stored with the spec budget ranges and ad types', async () => {
    const email = `buyer-${uniqueSuffix()}@example.com`
    const result = (await advertisingAction(post('/advertising', {
      fullName: 'Kenji Mori', email, companyName: 'Northwind Analytics', monthlyBudget: '2,500-5,000', advertisementType: 'Newsletter Sponsorship', goals: '',
    }))) as unknown as Result
    expect(result.data.ok).toBe(true)
    const [row] = await getDb().select().from(adProposals).where(eq(adProposals.email, email))
    expect(row).toMatchObject({ companyName: 'Northwind Analytics', monthlyBudget: '2,500-5,000', advertisementType: 'Newsletter Sponsorship' })
  })

  it('refuse a budget or type outside the lists', async () => {
    const result = (await advertisingAction(post('/advertising', {
      fullName: 'K', email: 'k@example.com', companyName: 'C', monthlyBudget: '1 million', advertisementType: 'Skywriting',
    }))) as unknown as Result
    expect(result.init?.status).toBe(400)
    expect(result.data.errors).toMatchObject({ monthlyBudget: 'Please choose a monthly budget', advertisementType: 'Please choose an advertisement type' })
  })
})
