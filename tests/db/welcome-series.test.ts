import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { recordConversion, unattributed } from '../../app/attribution/attribution.server'
import { getDb } from '../../app/db/client.server'
import { emails, welcomeSends, welcomeSteps } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { unsubscribeFrom } from '../../app/newsletter/preferences.server'
import { runWelcomeSeries, WELCOME_LATE_LIMIT_DAYS } from '../../app/newsletter/welcome/welcome-series.server'
import { welcomeStepSchema } from '../../app/admin/newsletter/welcome-step-input'
import { listWelcomeSteps, saveWelcomeStep } from '../../app/newsletter/welcome/welcome-steps.server'
import { action as stepAction, loader as stepLoader } from '../../app/routes/admin.newsletter.welcome.$id'
import { answerStatus, routeArgs } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
const DAY = 86_400_000
const MINUTE = 60_000
/** The series' clock: runs are told the time, so days pass at once. */
const later = (start: Date, ms: number) => new Date(start.getTime() + ms)

async function member(at: Date) {
  const user = await createUser(db)
  await recordConversion(db, { userId: user.id, kind: 'signup', attribution: unattributed, at })
  return user
}
const mailTo = (to: string) => db.select().from(emails).where(and(eq(emails.to, to), eq(emails.kind, 'welcome-series'))).orderBy(emails.createdAt)
const subjectsTo = async (to: string) => (await mailTo(to)).map((mail) => mail.subject)
const outcomesOf = (userId: string) =>
  db.select({ day: welcomeSteps.day, trigger: welcomeSteps.trigger, status: welcomeSends.status }).from(welcomeSends).innerJoin(welcomeSteps, eq(welcomeSteps.id, welcomeSends.stepId)).where(eq(welcomeSends.userId, userId)).orderBy(welcomeSteps.trigger, welcomeSteps.day)

describe('the welcome series', () => {
  it('has the default steps on every install: signup days 0, 2 and 7 (day 7 skips members who upgraded), and a paid start', async () => {
    const steps = await db.select().from(welcomeSteps)
    expect(steps.map((step) => [step.trigger, step.day, step.stopOnUpgrade]).sort()).toEqual(expect.arrayContaining([['paid_start', 0, false], ['signup', 0, false], ['signup', 2, false], ['signup', 7, true]]))
  })

  it('sends each step once on its day, with the member’s name and a one-click stop; none after the member stops the series', async () => {
    const start = new Date()
    const reader = await member(start)
    await runWelcomeSeries(db, { now: later(start, MINUTE) })
    await runWelcomeSeries(db, { now: later(start, 2 * MINUTE) })
    const [welcome, ...more] = await mailTo(reader.email)
    expect(more).toEqual([])
    expect(welcome!.subject).toBe(`Welcome to Lumen, ${reader.name}`)
    expect(welcome!.html).toContain(`Hi ${reader.name},`)
    expect(welcome!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })

    await runWelcomeSeries(db, { now: later(start, DAY + MINUTE) })
    expect(await subjectsTo(reader.email)).toHaveLength(1)
    await runWelcomeSeries(db, { now: later(start, 2 * DAY + MINUTE) })
    expect(await subjectsTo(reader.email)).toEqual([`Welcome to Lumen, ${reader.name}`, 'Three habits of readers who get the most from Lumen'])

    // The member follows the one-click link of the e-mail they got.
    const link = new URL(/<([^>]+)>/.exec(welcome!.headers!['List-Unsubscribe']!)![1]!)
    expect(link.searchParams.get('kind')).toBe('welcome_series')
    expect(await unsubscribeFrom(db, link.searchParams.get('token')!, 'welcome_series')).toBe(true)
    await runWelcomeSeries(db, { now: later(start, 7 * DAY + MINUTE) })
    expect(await subjectsTo(reader.email)).toHaveLength(2)
    expect(await outcomesOf(reader.id)).toEqual([
      { trigger: 'signup', day: 0, status: 'sent' },
      { trigger: 'signup', day: 2, status: 'sent' },
      { trigger: 'signup', day: 7, status: 'skipped_unsubscribed' },
    ])
  })

  it('sends the paid-start step when a member starts paying, and skips the step that stops on upgrading', async () => {
    const start = new Date()
    const reader = await member(start)
    await runWelcomeSeries(db, { now: later(start, MINUTE) })
    await runWelcomeSeries(db, { now: later(start, 2 * DAY + MINUTE) })
    await recordConversion(db, { userId: reader.id, kind: 'paid_start', attribution: unattributed, planId: 'premium', at: later(start, 3 * DAY) })
    await runWelcomeSeries(db, { now: later(start, 3 * DAY + MINUTE) })
    await runWelcomeSeries(db, { now: later(start, 7 * DAY + MINUTE) })
    expect(await subjectsTo(reader.email)).toEqual([`Welcome to Lumen, ${reader.name}`, 'Three habits of readers who get the most from Lumen', 'Your Lumen membership is active'])
    expect(await outcomesOf(reader.id)).toContainEqual({ trigger: 'signup', day: 7, status: 'skipped_upgraded' })
  })

  it('sends a step once however many runs overlap, and not more than a week after its day', async () => {
    const start = new Date()
    const readers = await Promise.all([member(start), member(start), member(start)])
    await Promise.all([runWelcomeSeries(db, { now: later(start, MINUTE) }), runWelcomeSeries(db, { now: later(start, MINUTE) }), runWelcomeSeries(db, { now: later(start, MINUTE) })])
    for (const reader of readers) expect(await subjectsTo(reader.email)).toHaveLength(1)

    const late = await member(start)
    await runWelcomeSeries(db, { now: later(start, (WELCOME_LATE_LIMIT_DAYS + 1) * DAY) })
    // Day 0 is eight days late and is not sent; days 2 and 7 are within the week.
    expect(await subjectsTo(late.email)).toEqual(['Three habits of readers who get the most from Lumen', 'A week with Lumen: what Premium adds'])
  })

  it('a step written later reaches members whose day comes after it, not those whose day had passed; a paused step sends nothing', async () => {
    const { user: admin } = await signedInMember(db, { role: 'admin' })
    const start = new Date()
    const earlier = await member(new Date(start.getTime() - 3 * DAY))
    const newcomer = await member(start)
    const input = welcomeStepSchema.parse({ trigger: 'signup', day: '1', subject: 'Day one, {name}', body: '<p>Your first full day on {site}.</p>', isActive: 'on' })
    const id = await saveWelcomeStep(db, { input, actorId: admin.id })
    await runWelcomeSeries(db, { now: later(start, DAY + MINUTE) })
    expect(await subjectsTo(newcomer.email)).toContain(`Day one, ${newcomer.name}`)
    expect(await subjectsTo(earlier.email)).not.toContain(`Day one, ${earlier.name}`)
    // The step's report counts the e-mails it sent (members of the tests above got it too).
    const step = (await listWelcomeSteps(db)).find((row) => row.id === id)!
    const dayOne = (await db.select({ subject: emails.subject }).from(emails).where(eq(emails.kind, 'welcome-series'))).filter((mail) => mail.subject.startsWith('Day one, '))
    expect(step.outcomes.sent).toBe(dayOne.length)

    await saveWelcomeStep(db, { id: id!, input: { ...input, isActive: false }, actorId: admin.id })
    const another = await member(start)
    await runWelcomeSeries(db, { now: later(start, DAY + 2 * MINUTE) })
    expect(await subjectsTo(another.email)).not.toContain(`Day one, ${another.name}`)
  })

  it('Admin → Welcome series refuses a bad step with 400, keeping what was typed, and saves a good one', async () => {
    const { cookie } = await signedInMember(db, { role: 'admin' })
    const typed = { intent: 'save', trigger: 'signup', day: '120', subject: 'Tips for week two', body: '<p>Try the <a href="/education">learning paths</a>.</p>' }
    const refused = (await stepAction(routeArgs('/admin/newsletter/welcome/new', { id: 'new' }, { cookie, form: typed }))) as { data: { errors: Record<string, string>; values: Record<string, string> } }
    expect(answerStatus(refused)).toBe(400)
    expect(refused.data.errors.day).toBe('Day must be a whole number from 0 to 90')
    expect(refused.data.values).toMatchObject({ subject: 'Tips for week two', day: '120' })

    const saved = (await stepAction(routeArgs('/admin/newsletter/welcome/new', { id: 'new' }, { cookie, form: { ...typed, day: '14', isActive: 'on' } }))) as Response
    expect(saved.status).toBe(302)
    const id = /welcome\/([0-9a-f-]{36})\?notice=saved$/.exec(saved.headers.get('Location')!)![1]!
    const page = (await stepLoader(routeArgs(`/admin/newsletter/welcome/${id}`, { id }, { cookie }))) as { values: Record<string, string>; preview: string }
    expect(page.values).toMatchObject({ day: '14', subject: 'Tips for week two', isActive: 'on', stopOnUpgrade: '' })
    expect(page.preview).toContain('http://localhost:3000/education')
  })
})
