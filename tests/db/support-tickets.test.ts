import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emails, notifications, supportMessages, supportTickets } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { receiveSupportEmail, type InboundEmail } from '../../app/support/inbound.server'
import { listQueue, type QueueFilters } from '../../app/support/queue.server'
import { replyAddress } from '../../app/support/reply-address.server'
import { openRequestFromSite } from '../../app/support/requests.server'
import { addCustomerReply, addStaffReply, closeQuietResolvedTickets, openTicket, setTicketStatus } from '../../app/support/tickets.server'
import { sendDueAlerts } from '../../app/support/due-alerts.server'
import { defaultSupportTargets } from '../../app/support/targets'
import { parseTargetsForm, saveSupportTargets } from '../../app/support/targets.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

// Tuesday 17 November 2026, 10:00 Pacific time.
const tuesday = new Date('2026-11-17T18:00:00Z')
const domain = 'lumen.example'

const ask = (fields: Partial<Parameters<typeof openTicket>[1]> = {}) =>
  openTicket(db, { email: `asker-${uniqueSuffix()}@example.com`, name: 'Asker', category: 'support', subject: `Question ${uniqueSuffix()}`, body: 'How do I export my notes?', via: 'web', now: tuesday, ...fields })

const ticketRow = async (id: string) => (await db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!
const threadOf = (id: string) => db.select().from(supportMessages).where(eq(supportMessages.ticketId, id)).orderBy(asc(supportMessages.position))

const mail = (fields: Partial<InboundEmail>): InboundEmail => ({
  from: { address: 'someone@example.com', name: 'Someone' },
  recipients: ['support@lumen.example'],
  subject: 'Hello',
  text: 'A new question.',
  messageId: `<${uniqueSuffix()}@mail.example>`,
  inReplyTo: null,
  references: [],
  ...fields,
})

describe('opening a ticket', () => {
  it('takes its priority and due times from the plan at creation, on the support calendar', async () => {
    const premium = await createUser(db, { subscriptionTier: 'premium' })
    const enterprise = await createUser(db, { subscriptionTier: 'enterprise' })
    const free = await createUser(db)
    const asPremium = await ask({ userId: premium.id })
    expect(asPremium).toMatchObject({ plan: 'premium', priority: 'high', firstResponseDueAt: new Date('2026-11-17T22:00:00Z') })
    expect(await ask({ userId: enterprise.id })).toMatchObject({ plan: 'enterprise', priority: 'urgent', firstResponseDueAt: new Date('2026-11-17T20:00:00Z') })
    expect(await ask({ userId: free.id })).toMatchObject({ plan: 'free', priority: 'normal' })
    // 24 business hours from Tuesday 10:00: Tuesday 8 h, Wednesday 9 h, Thursday 7 h → Thursday 16:00 PT.
    expect(await ask()).toMatchObject({ plan: 'visitor', priority: 'normal', firstResponseDueAt: new Date('2026-11-20T00:00:00Z') })
    // The week of Thanksgiving (Thursday 26th, closed): from Tuesday 24th 10:00 the same 24 hours end on Friday 27th 16:00 PT.
    expect(await ask({ now: new Date('2026-11-24T18:00:00Z') })).toMatchObject({ firstResponseDueAt: new Date('2026-11-28T00:00:00Z') })
    await db.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, asPremium.id))
    // The plan is the one at creation: a later change of tier leaves the ticket as it was.
    expect(await ticketRow(asPremium.id)).toMatchObject({ plan: 'premium', priority: 'high' })
  })

  it('counts a typed address on the site as a visitor, and a member’s address by e-mail as that member', async () => {
    const premium = await createUser(db, { subscriptionTier: 'premium' })
    expect(await ask({ email: premium.email })).toMatchObject({ plan: 'visitor', priority: 'normal' })
    const byMail = await receiveSupportEmail(db, mail({ from: { address: premium.email.toUpperCase(), name: 'P' } }), tuesday)
    expect(await ticketRow(byMail.ticketId)).toMatchObject({ plan: 'premium', priority: 'high', requesterId: premium.id })
  })

  it('e-mails the receipt with the ticket number, the reply time and a reply address of its own', async () => {
    const email = `receipt-${uniqueSuffix()}@example.com`
    const ticket = await openRequestFromSite(db, { email, name: 'Rosa', category: 'billing', subject: 'Invoice address', body: 'Please change it.', now: tuesday })
    const [receipt] = await db.select().from(emails).where(eq(emails.to, email))
    expect(receipt!.subject).toBe(`[#${ticket.number}] Invoice address`)
    expect(receipt!.text).toContain('Expect our reply by')
    expect(receipt!.headers).toMatchObject({ 'Reply-To': replyAddress(ticket), 'Message-ID': expect.stringMatching(/^<[0-9a-f-]{36}@lumen\.example>$/) })
  })
})

describe('the queue', () => {
  it('puts urgent before high before normal, then the earliest due first', async () => {
    const tag = `order-${uniqueSuffix()}`
    const premium = await createUser(db, { subscriptionTier: 'premium' })
    const enterprise = await createUser(db, { subscriptionTier: 'enterprise' })
    const olderFree = await ask({ subject: `${tag} free`, now: new Date(tuesday.getTime() - 86_400_000) })
    const later = await ask({ subject: `${tag} premium later`, userId: premium.id, now: new Date(tuesday.getTime() + 3_600_000) })
    const earlier = await ask({ subject: `${tag} premium earlier`, userId: premium.id })
    const urgent = await ask({ subject: `${tag} enterprise`, userId: enterprise.id, now: new Date(tuesday.getTime() + 7_200_000) })
    const staff = await createUser(db, { role: 'admin' })
    const filters: QueueFilters = { view: 'all', status: 'active', plan: '', category: '', isOverdue: false, search: tag }
    const queue = await listQueue(db, { filters, staffId: staff.id, now: tuesday })
    expect(queue.map((t) => t.id)).toEqual([urgent.id, earlier.id, later.id, olderFree.id])
    expect((await listQueue(db, { filters: { ...filters, plan: 'premium' }, staffId: staff.id, now: tuesday })).map((t) => t.id)).toEqual([earlier.id, later.id])
  })
})

describe('replies and the clock', () => {
  it('stops the clock while pending and moves the due time on by the business time it waited', async () => {
    const ticket = await ask()
    const staff = await createUser(db, { role: 'admin' })
    const before = await ticketRow(ticket.id)
    await addStaffReply(db, { ticketId: ticket.id, staff, body: 'Which browser?', domain, now: new Date('2026-11-17T19:00:00Z') })
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'pending', firstRespondedAt: new Date('2026-11-17T19:00:00Z'), assigneeId: staff.id })
    // The customer answers 2 business hours later (Tuesday 13:00 PT): the resolution is due 2 hours later too.
    expect(await addCustomerReply(db, { ticketId: ticket.id, body: 'Firefox.', via: 'web', now: new Date('2026-11-17T21:00:00Z') })).toBe(true)
    const after = await ticketRow(ticket.id)
    expect(after.status).toBe('open')
    expect(after.resolutionDueAt.getTime() - before.resolutionDueAt.getTime()).toBe(2 * 3_600_000)
  })

  it('reopens a resolved ticket on a reply, closes it after a quiet week, and never reopens a closed one', async () => {
    const ticket = await ask()
    await setTicketStatus(db, { ticketId: ticket.id, status: 'resolved', now: tuesday })
    expect(await addCustomerReply(db, { ticketId: ticket.id, body: 'One more thing.', via: 'web', now: tuesday })).toBe(true)
    expect((await ticketRow(ticket.id)).status).toBe('open')
    await setTicketStatus(db, { ticketId: ticket.id, status: 'resolved', now: tuesday })
    expect(await closeQuietResolvedTickets(db, new Date(tuesday.getTime() + 6 * 86_400_000))).toBe(0)
    expect(await closeQuietResolvedTickets(db, new Date(tuesday.getTime() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1)
    expect((await ticketRow(ticket.id)).status).toBe('closed')
    expect(await addCustomerReply(db, { ticketId: ticket.id, body: 'Still there?', via: 'web', now: tuesday })).toBe(false)
  })

  it('keeps two staff replies sent at once, both in the thread in order', async () => {
    const ticket = await ask()
    const [ada, ben] = [await createUser(db, { role: 'admin', name: 'Ada' }), await createUser(db, { role: 'admin', name: 'Ben' })]
    await Promise.all([
      addStaffReply(db, { ticketId: ticket.id, staff: ada, body: 'From Ada', domain, now: new Date('2026-11-17T19:00:00Z') }),
      addStaffReply(db, { ticketId: ticket.id, staff: ben, body: 'From Ben', domain, now: new Date('2026-11-17T19:00:01Z') }),
    ])
    expect((await threadOf(ticket.id)).map((m) => m.body)).toEqual(['How do I export my notes?', 'From Ada', 'From Ben'])
  })
})

describe('e-mail that comes back', () => {
  async function ticketWithReply() {
    const ticket = await ask({ email: `thread-${uniqueSuffix()}@example.com` })
    const staff = await createUser(db, { role: 'admin' })
    const { messageId } = await addStaffReply(db, { ticketId: ticket.id, staff, body: 'Try the export button.', domain, now: tuesday })
    return { ticket, messageId }
  }

  it('matches by the reply address, In-Reply-To, References and the subject tag from the requester, and reopens the ticket', async () => {
    const { ticket, messageId } = await ticketWithReply()
    const byToken = await receiveSupportEmail(db, mail({ recipients: [`Support <${replyAddress(ticket)}>`], text: 'By token.' }), tuesday)
    expect(byToken).toMatchObject({ ticketId: ticket.id, isNew: false, rule: 'token' })
    expect((await ticketRow(ticket.id)).status).toBe('open')
    expect(await receiveSupportEmail(db, mail({ inReplyTo: messageId, text: 'By In-Reply-To.' }), tuesday)).toMatchObject({ ticketId: ticket.id, rule: 'in-reply-to' })
    expect(await receiveSupportEmail(db, mail({ references: ['<unknown@x>', messageId], text: 'By References.' }), tuesday)).toMatchObject({ ticketId: ticket.id, rule: 'references' })
    const tagged = mail({ from: { address: ticket.requesterEmail, name: 'Asker' }, subject: `Re: [#${ticket.number}] Question`, text: 'By subject.' })
    expect(await receiveSupportEmail(db, tagged, tuesday)).toMatchObject({ ticketId: ticket.id, rule: 'subject' })
    expect((await threadOf(ticket.id)).map((m) => m.body).slice(-4)).toEqual(['By token.', 'By In-Reply-To.', 'By References.', 'By subject.'])
    expect(await receiveSupportEmail(db, tagged, tuesday)).toMatchObject({ ticketId: ticket.id, rule: 'duplicate' })
    expect(await threadOf(ticket.id)).toHaveLength(6)
  })

  it('opens a new ticket for a forged token or a subject tag from a stranger, and attaches nothing to the other thread', async () => {
    const { ticket } = await ticketWithReply()
    const forged = replyAddress(ticket).replace(/x[0-9a-f]{24}@/, 'x0123456789abcdef01234567@')
    const fromForger = await receiveSupportEmail(db, mail({ recipients: [forged], text: 'Let me in.' }), tuesday)
    expect(fromForger).toMatchObject({ isNew: true, rule: 'forged-token' })
    const stranger = await receiveSupportEmail(db, mail({ subject: `[#${ticket.number}] Hi`, text: 'Guessing numbers.' }), tuesday)
    expect(stranger).toMatchObject({ isNew: true, rule: 'none' })
    expect((await threadOf(ticket.id)).map((m) => m.body)).toEqual(['How do I export my notes?', 'Try the export button.'])
  })

  it('keeps only the new text of a reply: no quoted history, no signature', async () => {
    const { ticket, messageId } = await ticketWithReply()
    const text = 'Thanks, that worked.\n\nOn Tue, Nov 17, 2026 at 10:00 AM Lumen Support <support@lumen.example>\nwrote:\n> Try the export button.\n> \n'
    await receiveSupportEmail(db, mail({ inReplyTo: messageId, text }), tuesday)
    const outlook = 'Second question: can I print?\r\n\r\n-- \r\nMara Quist\r\nFernleaf\r\n________________________________\r\nFrom: Lumen Support\r\nSent: Tuesday\r\n'
    await receiveSupportEmail(db, mail({ inReplyTo: messageId, text: outlook }), tuesday)
    expect((await threadOf(ticket.id)).map((m) => m.body).slice(-2)).toEqual(['Thanks, that worked.', 'Second question: can I print?'])
  })

  it('opens a follow-up ticket for a reply to a closed one', async () => {
    const { ticket, messageId } = await ticketWithReply()
    await setTicketStatus(db, { ticketId: ticket.id, status: 'closed', now: tuesday })
    const followUp = await receiveSupportEmail(db, mail({ inReplyTo: messageId, subject: `Re: [#${ticket.number}] Question`, text: 'It broke again.' }), tuesday)
    expect(followUp.isNew).toBe(true)
    expect(followUp.ticketId).not.toBe(ticket.id)
    expect((await ticketRow(followUp.ticketId)).subject).toBe('Re: Question')
  })
})

describe('due-time warnings and targets', () => {
  it('warns the assignee once when a ticket is near its due time and once when it is overdue', async () => {
    const staff = await createUser(db, { role: 'admin', email: `staff-${uniqueSuffix()}@lumen.example` })
    const ticket = await ask()
    await db.update(supportTickets).set({ assigneeId: staff.id }).where(eq(supportTickets.id, ticket.id))
    const due = (await ticketRow(ticket.id)).firstResponseDueAt
    const warnings = async () => (await db.select({ subject: emails.subject }).from(emails).where(eq(emails.to, staff.email))).map((e) => e.subject)
    expect(await sendDueAlerts(db, new Date(due.getTime() - 60 * 60_000))).toBe(0)
    await sendDueAlerts(db, new Date(due.getTime() - 20 * 60_000))
    await sendDueAlerts(db, new Date(due.getTime() - 10 * 60_000))
    expect(await warnings()).toEqual([`Due within 30 minutes: ticket #${ticket.number}`])
    await sendDueAlerts(db, new Date(due.getTime() + 60_000))
    await sendDueAlerts(db, new Date(due.getTime() + 120_000))
    expect((await warnings()).sort()).toEqual([`Due within 30 minutes: ticket #${ticket.number}`, `Overdue: ticket #${ticket.number}`])
  })

  it('opens tickets with the targets saved in Admin → Settings, and refuses targets out of range', async () => {
    const staff = await createUser(db, { role: 'admin' })
    const form = new FormData()
    for (const [plan, hours, days] of [['enterprise', '1', '1'], ['premium', '3', '2'], ['free', '24', '5'], ['visitor', '24', '5']] as const) {
      form.set(`${plan}.hours`, hours)
      form.set(`${plan}.days`, days)
    }
    const parsed = parseTargetsForm(form)
    if ('errors' in parsed) throw new Error('valid targets refused')
    await saveSupportTargets(db, { targets: parsed.targets, actorId: staff.id })
    const enterprise = await createUser(db, { subscriptionTier: 'enterprise' })
    expect(await ask({ userId: enterprise.id })).toMatchObject({ firstResponseDueAt: new Date('2026-11-17T19:00:00Z') })
    form.set('premium.hours', '0')
    expect(parseTargetsForm(form)).toMatchObject({ errors: { premium: expect.stringContaining('0.25 to 240 hours') } })
    await saveSupportTargets(db, { targets: defaultSupportTargets, actorId: staff.id })
  })
})

describe('the bell on a ticket', () => {
  it('tells the member of a staff reply, and the agent working it of the member’s answer', async () => {
    const member = await createUser(db, { name: 'Rita Requester' })
    const agent = await createUser(db, { role: 'support', name: 'Sam Support' })
    const opened = await ask({ userId: member.id, email: member.email, name: member.name, subject: 'Export stops at 80%' })
    const { ticket } = await addStaffReply(db, { ticketId: opened.id, staff: agent, body: 'Which browser is it?', domain, now: tuesday })
    const bell = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId))
    expect(await bell(member.id)).toMatchObject([{ title: `New reply to request #${ticket.number}`, message: 'Sam Support replied to “Export stops at 80%”.', link: `/support/tickets/${ticket.number}` }])
    await addCustomerReply(db, { ticketId: opened.id, body: 'Firefox 140.', via: 'web', authorId: member.id, now: tuesday })
    expect(await bell(agent.id)).toMatchObject([{ title: `Customer replied on #${ticket.number}`, message: 'Rita Requester answered “Export stops at 80%”.', link: `/admin/support/${ticket.number}` }])
  })
})
