import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { welcomeSends, welcomeSteps, type WelcomeSendStatus, type WelcomeTrigger } from '../../db/schema'
import { sendEmail } from '../../email/mailer.server'
import { welcomeMessage } from './welcome-email'

const DAY_MS = 86_400_000

interface DueMember {
  userId: string
  name: string
  email: string
  wantsSeries: boolean
  hasUpgraded: boolean
}

/** A step that falls due while the series cannot run (the job queue stopped) is still sent up to this late, not later. */
export const WELCOME_LATE_LIMIT_DAYS = 7

/**
 * Members a step is due for at `now`: their signup or first paid start (from `conversions`)
 * was `day` days ago or more (at most WELCOME_LATE_LIMIT_DAYS more), that moment plus `day`
 * came after the step was written (a new step does not reach members whose day had passed),
 * and the step has no outcome for them yet. "Upgraded" is a paid start at or after the start.
 */
async function dueMembers(db: Db, step: { id: string; trigger: WelcomeTrigger; day: number; createdAt: Date }, now: Date, limit: number): Promise<DueMember[]> {
  const latestStart = now.getTime() - step.day * DAY_MS
  const earliestStart = Math.max(step.createdAt.getTime(), now.getTime() - WELCOME_LATE_LIMIT_DAYS * DAY_MS) - step.day * DAY_MS
  const result = (await db.execute(sql`
    select u.id as "userId", u.name, u.email,
      coalesce(p.welcome_series, true) as "wantsSeries",
      exists (select 1 from conversions paid where paid.user_id = u.id and paid.kind = 'paid_start' and paid.created_at >= c.created_at) as "hasUpgraded"
    from conversions c
    join users u on u.id = c.user_id and not u.is_suspended
    left join notification_preferences p on p.user_id = u.id
    where c.kind = ${step.trigger}
      and c.created_at <= ${new Date(latestStart).toISOString()}::timestamptz and c.created_at >= ${new Date(earliestStart).toISOString()}::timestamptz
      and not exists (select 1 from conversions earlier where earlier.user_id = c.user_id and earlier.kind = c.kind and earlier.created_at < c.created_at)
      and not exists (select 1 from welcome_sends w where w.step_id = ${step.id} and w.user_id = c.user_id)
    order by c.created_at
    limit ${limit}
  `)) as unknown as { rows: DueMember[] }
  return result.rows
}

function outcomeOf(member: DueMember, step: { stopOnUpgrade: boolean }): WelcomeSendStatus {
  if (!member.wantsSeries) return 'skipped_unsubscribed'
  if (step.stopOnUpgrade && member.hasUpgraded) return 'skipped_upgraded'
  return 'sent'
}

/**
 * One run of the welcome series (every minute, from the job queue): sends each active step to
 * the members it is due for, or records why it was skipped (they stopped the series, or the
 * step stops for members who upgraded). A member's outcome is claimed before the e-mail goes,
 * so every instance together sends a step to a member at most once. Returns the e-mails sent.
 */
export async function runWelcomeSeries(db: Db, { now, batchSize = 200 }: { now: Date; batchSize?: number }) {
  const steps = await db.select().from(welcomeSteps).where(eq(welcomeSteps.isActive, true)).orderBy(welcomeSteps.trigger, welcomeSteps.day)
  let sent = 0
  for (const step of steps) {
    for (const member of await dueMembers(db, step, now, batchSize)) {
      const status = outcomeOf(member, step)
      const [claimed] = await db
        .insert(welcomeSends)
        .values({ stepId: step.id, userId: member.userId, status, at: now })
        .onConflictDoNothing()
        .returning({ stepId: welcomeSends.stepId })
      if (!claimed || status !== 'sent') continue
      const email = await sendEmail(db, welcomeMessage(step, { id: member.userId, name: member.name, email: member.email }))
      await db
        .update(welcomeSends)
        .set({ emailId: email.id, status: email.status === 'failed' ? 'failed' : 'sent' })
        .where(and(eq(welcomeSends.stepId, step.id), eq(welcomeSends.userId, member.userId)))
      if (email.status !== 'failed') sent++
    }
  }
  return { sent }
}

/** Each step's outcomes so far, for Admin → Welcome series. */
export async function welcomeReport(db: Db) {
  const rows = await db
    .select({ stepId: welcomeSends.stepId, status: welcomeSends.status, count: sql<number>`count(*)::int` })
    .from(welcomeSends)
    .groupBy(welcomeSends.stepId, welcomeSends.status)
  const report = new Map<string, Record<WelcomeSendStatus, number>>()
  for (const row of rows) {
    const counts = report.get(row.stepId) ?? { sent: 0, skipped_unsubscribed: 0, skipped_upgraded: 0, failed: 0 }
    counts[row.status] = row.count
    report.set(row.stepId, counts)
  }
  return report
}
