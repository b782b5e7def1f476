import { count, eq } from 'drizzle-orm'
import type { Db } from '../client.server'
import { supportSavedReplies, supportTickets, users, workspaceMembers, workspaces } from '../schema'
import { rateTicket } from '../../support/ratings.server'
import { addCustomerReply, addInternalNote, addStaffReply, openTicket, setTicketStatus, type TicketStatus } from '../../support/tickets.server'
import type { contactCategories } from '../inbox-choices'

const HOUR = 3_600_000

interface DemoTicket {
  /** A demo account or colleague by address; any other address writes as a visitor. */
  email: string
  name: string
  category: (typeof contactCategories)[number]
  subject: string
  body: string
  hoursAgo: number
  /** What happened since, in order, hours after it was opened. */
  steps?: ({ at: number } & ({ staff: string; status?: TicketStatus } | { customer: string } | { note: string } | { status: TicketStatus }))[]
  rating?: 1 | 5
}

const tickets: DemoTicket[] = [
  {
    email: 'marisol.vega@lumen.example', name: 'Marisol Vega', category: 'support', hoursAgo: 1.5,
    subject: 'Two teammates are sent back to the login page after signing in',
    body: 'Since this morning Jonah and Keiko sign in, see the home page for a second and land on the login page again. The rest of Lumen Labs is fine. They use Chrome on managed laptops. Could this be the new cookie policy our IT pushed yesterday?',
  },
  {
    email: 'premium@lumen.example', name: 'Priya Premium', category: 'support', hoursAgo: 3,
    subject: 'My course certificate shows my name without the accent',
    body: 'I finished “Machine Learning Foundations” and the certificate reads “Priya Premium” as expected, but my legal name is Priyá on the profile now. Can the certificate be issued again with the new spelling? I need it for my employer’s training record.',
  },
  {
    email: 'jonas.keller@example.com', name: 'Jonas Keller', category: 'business', hoursAgo: 5,
    subject: 'Discount for a university course?',
    body: 'I teach an evening class on marketing analytics at a community college. Do you offer a group price for 24 students for one semester? We would mostly use the tutorials and the course on attribution.',
  },
  {
    email: 'free@lumen.example', name: 'Felix Free', category: 'support', hoursAgo: 30,
    subject: 'Podcast episode stops after twelve minutes',
    body: 'The episode on measuring marketing without cookies stops at 12:04 every time, both on my phone and my laptop. Other episodes play to the end.',
    steps: [{ at: 2, staff: 'Thanks for the exact time, that helps. Which browser and version do you use on the laptop, and does it stop at 12:04 when you download the file as well?' }],
  },
  {
    email: 'amara.okoye@lumen.example', name: 'Amara Okoye', category: 'support', hoursAgo: 20,
    subject: 'Getting team analytics into our BI tool every week',
    body: 'We would like the weekly reading and course progress of Lumen Labs in Looker. Is there an export we can schedule, or should we use the API?',
    steps: [
      { at: 1, note: 'Enterprise API covers this: /v1/workspace/analytics. Check that their key has the analytics scope before answering.' },
      { at: 1.5, staff: 'The Enterprise API has a workspace analytics endpoint that returns the same figures as the Analytics tab, one row per member and week. A key from Workspace → API works; schedule a weekly pull from Looker with it. I can send a sample request if that helps.' },
      { at: 6, customer: 'A sample request would be great, thank you. We only need reads and course completions.' },
    ],
  },
  {
    email: 'keiko.tanaka@lumen.example', name: 'Keiko Tanaka', category: 'billing', hoursAgo: 48,
    subject: 'Adding a sixth colleague to Lumen Labs',
    body: 'Our workspace has five seats in use. A new analyst starts on Monday. Do we need to change plan, or can we add one seat?',
    steps: [{ at: 3, staff: 'You can add seats to the Enterprise plan one at a time; the billing member (Ada) sees the option under Subscription. Shall I ask her to add one, or would you rather do it yourselves?' }],
  },
  {
    email: 'premium@lumen.example', name: 'Priya Premium', category: 'support', hoursAgo: 96,
    subject: 'Offline articles missing on my tablet',
    body: 'I saved six articles for a flight and only two opened offline on my iPad.',
    steps: [
      { at: 2, staff: 'Offline copies are kept per browser. Saving from Safari on the iPad itself, rather than from the laptop, keeps all six. The Offline library in your profile shows what each device holds.' },
      { at: 5, customer: 'That was it, I had saved them on the laptop. All six open now.' },
      { at: 5.5, status: 'resolved' },
    ],
    rating: 5,
  },
  {
    email: 'free@lumen.example', name: 'Felix Free', category: 'billing', hoursAgo: 60,
    subject: 'Was I charged twice for Premium?',
    body: 'My bank shows two payments of $9.99 on the same day.',
    steps: [
      { at: 1, staff: 'I checked: one of the two is a card authorisation that your bank releases within five days; only one payment was taken. Your invoice is under Profile → Subscription.' },
      { at: 1.1, status: 'resolved' },
    ],
  },
  {
    email: 'nadia.haddad@example.org', name: 'Nadia Haddad', category: 'content', hoursAgo: 200,
    subject: 'Correction: GPU lead times in the chip shortage article',
    body: 'The article says lead times fell to four weeks in March; the supplier report it links to says six weeks.',
    steps: [
      { at: 4, staff: 'You are right, thank you. The article now says six weeks and carries a correction note.' },
      { at: 4.1, status: 'resolved' },
      { at: 172, status: 'closed' },
    ],
  },
  {
    email: 'growth-deals@backlink-market.example', name: 'Link Partner', category: 'business', hoursAgo: 10,
    subject: 'Guaranteed DA90 backlinks for your site',
    body: 'We place 50 dofollow links on high-authority blogs for $199. Reply YES to start today.',
    steps: [{ at: 0.5, status: 'spam' }],
  },
]

const savedReplies = [
  { title: 'Ask for browser and version', body: 'Hi {name},\n\nThank you for the details. Which browser and version do you use, and does the same happen in a private window? That tells us whether it is the page or the browser’s stored data.\n\nThanks, and sorry for the trouble.' },
  { title: 'Duplicate charge: authorisation', body: 'Hi {name},\n\nOnly one payment was taken for your {plan} plan; the second line on your statement is a card authorisation that your bank releases within five working days. Your invoices are under Profile → Subscription.\n\nReference: {ticket}' },
  { title: 'Thanks for the correction', body: 'Hi {name},\n\nThank you for writing. We corrected the article and added a note at its end so readers can see what changed.' },
]

/**
 * Demo support tickets across plans and states: an urgent Enterprise ticket for the workspace's
 * named contact (the demo admin), Premium and Free requests, a visitor's question, a pending
 * one waiting for the customer, resolved and rated, closed and spam; and three saved replies.
 * Skipped when tickets exist.
 */
export async function seedSupport(db: Db, now: Date) {
  const [existing] = await db.select({ n: count() }).from(supportTickets)
  if (Number(existing?.n ?? 0) > 0) return 0
  const [admin] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, 'admin@lumen.example'))
  if (!admin) return 0
  const [workspace] = await db.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, admin.id))
  if (workspace) await db.update(workspaces).set({ supportContactId: admin.id }).where(eq(workspaces.id, workspace.id))
  for (const demo of tickets) {
    const openedAt = new Date(now.getTime() - demo.hoursAgo * HOUR)
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email))
    const ticket = await openTicket(db, { email: demo.email, name: demo.name, userId: member?.id ?? null, category: demo.category, subject: demo.subject, body: demo.body, via: member ? 'web' : 'email', now: openedAt })
    for (const step of demo.steps ?? []) {
      const at = new Date(openedAt.getTime() + step.at * HOUR)
      if ('staff' in step) await addStaffReply(db, { ticketId: ticket.id, staff: admin, body: step.staff, status: step.status ?? 'pending', domain: 'lumen.example', now: at })
      else if ('customer' in step) await addCustomerReply(db, { ticketId: ticket.id, body: step.customer, via: 'email', now: at })
      else if ('note' in step) await addInternalNote(db, { ticketId: ticket.id, staff: admin, body: step.note, now: at })
      else await setTicketStatus(db, { ticketId: ticket.id, status: step.status, now: at })
    }
    if (demo.rating) await rateTicket(db, { ticketId: ticket.id, rating: demo.rating })
  }
  await db.insert(supportSavedReplies).values(savedReplies.map((reply) => ({ ...reply, createdBy: admin.id })))
  return tickets.length
}
