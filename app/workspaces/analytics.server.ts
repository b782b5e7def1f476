import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { utcDayOf, type AssignmentStatus } from './learning'
import { assignmentsWithProgress } from './assignment-lists.server'
import { adminOf } from './members.server'
import { memberCount, seatsOf } from './workspaces.server'
import { csvLine } from '../lib/csv'
import { certificatesOf } from '../certificates/certificates.server'
import { quizStandingOf } from '../quizzes/quizzes.server'

const DAY_MS = 86_400_000
const WEEKS = 12

const daysBefore = (day: string, days: number) => utcDayOf(new Date(new Date(`${day}T00:00:00Z`).getTime() - days * DAY_MS))

/** The Monday (UTC) of the week a day is in. */
function mondayOf(day: string) {
  const date = new Date(`${day}T00:00:00Z`)
  return daysBefore(day, (date.getUTCDay() + 6) % 7)
}

// lesson_completions and course_enrollments keep when a lesson was completed and a course
// started in their created_at columns.

/**
 * What counts as a member being active, from what the site already records: signing in or
 * using a session (sessions are created at sign-in and refreshed at most once a day while
 * used), opening an article, tutorial, video or episode (workspace_reads), opening a lesson
 * (course_enrollments) or completing one (lesson_completions). One row per event.
 */
const activity = (workspaceId: string) => sql`
  members as (select user_id from workspace_members where workspace_id = ${workspaceId}),
  activity as (
    select s.user_id, s.created_at as at from sessions s join members using (user_id)
    union all select s.user_id, s.updated_at from sessions s join members using (user_id)
    union all select r.user_id, (r.day::timestamp at time zone 'UTC') from workspace_reads r where r.workspace_id = ${workspaceId}
    union all select c.user_id, c.created_at from lesson_completions c join members using (user_id)
    union all select e.user_id, e.created_at from course_enrollments e join members using (user_id)
    union all select e.user_id, e.updated_at from course_enrollments e join members using (user_id)
  )`

const at = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`

interface MemberRow {
  user_id: string
  name: string
  email: string
  role: 'admin' | 'user'
  last_active: Date | string | null
  articles_7: number
  articles_30: number
  courses_started: number
  courses_completed: number
  started_30: number
  completed_30: number
  lessons_30: number
}

async function memberFigures(db: Db, workspaceId: string, { now, since7, since30 }: { now: Date; since7: string; since30: string }) {
  const result = (await db.execute(sql`
    with ${activity(workspaceId)}
    select u.id as user_id, u.name, u.email, m.role,
      (select max(a.at) from activity a where a.user_id = u.id and a.at <= ${now.toISOString()}::timestamptz) as last_active,
      (select count(distinct r.item_id)::int from workspace_reads r
        where r.workspace_id = ${workspaceId} and r.user_id = u.id and r.kind = 'article' and r.day >= ${since7}::date) as articles_7,
      (select count(distinct r.item_id)::int from workspace_reads r
        where r.workspace_id = ${workspaceId} and r.user_id = u.id and r.kind = 'article' and r.day >= ${since30}::date) as articles_30,
      (select count(*)::int from course_enrollments e where e.user_id = u.id) as courses_started,
      (select count(*)::int from course_enrollments e where e.user_id = u.id and e.completed_at is not null) as courses_completed,
      (select count(*)::int from course_enrollments e where e.user_id = u.id and e.created_at >= ${at(since30)}) as started_30,
      (select count(*)::int from course_enrollments e where e.user_id = u.id and e.completed_at >= ${at(since30)}) as completed_30,
      (select count(*)::int from lesson_completions c where c.user_id = u.id and c.created_at >= ${at(since30)}) as lessons_30
    from workspace_members m join users u on u.id = m.user_id
    where m.workspace_id = ${workspaceId}
    order by lower(u.name), u.id`)) as unknown as { rows: MemberRow[] }
  return result.rows
}

/** Per week (Monday to Sunday, UTC): members active, articles read (a member and an article once a week) and lessons completed. */
async function weeklySeries(db: Db, workspaceId: string, { now, firstWeek, lastWeek }: { now: Date; firstWeek: string; lastWeek: string }) {
  const result = (await db.execute(sql`
    with ${activity(workspaceId)},
    weeks as (select generate_series(${firstWeek}::date, ${lastWeek}::date, interval '7 days')::date as week)
    select to_char(w.week, 'YYYY-MM-DD') as week,
      (select count(distinct a.user_id)::int from activity a
        where a.at >= (w.week::timestamp at time zone 'UTC') and a.at < ((w.week + 7)::timestamp at time zone 'UTC')
          and a.at <= ${now.toISOString()}::timestamptz) as active,
      (select count(distinct (r.user_id, r.item_id))::int from workspace_reads r
        where r.workspace_id = ${workspaceId} and r.kind = 'article' and r.day >= w.week and r.day < w.week + 7) as articles,
      (select count(*)::int from lesson_completions c join members using (user_id)
        where c.created_at >= (w.week::timestamp at time zone 'UTC') and c.created_at < ((w.week + 7)::timestamp at time zone 'UTC')) as lessons
    from weeks w order by w.week`)) as unknown as { rows: { week: string; active: number; articles: number; lessons: number }[] }
  return result.rows.map((row) => ({ week: row.week, activeMembers: Number(row.active), articlesRead: Number(row.articles), lessonsCompleted: Number(row.lessons) }))
}

/**
 * A workspace's learning for its Admins: seats used and included; members active in the
 * last 7 and 30 days (today and the days before, UTC; "active" as `activity` defines it);
 * distinct articles each member opened; courses started and completed; each member's
 * assignments with overdue ones; and the last 12 weeks, week by week. Users are refused
 * with 403, non-members with 404.
 */
export async function learningAnalytics(db: Db, { actorId, now = new Date() }: { actorId: string; now?: Date }) {
  const admin = await adminOf(db, actorId, 'workspaceLearning.error.analyticsAdminOnly')
  const workspaceId = admin.workspaceId
  const today = utcDayOf(now)
  const since7 = daysBefore(today, 6)
  const since30 = daysBefore(today, 29)
  const lastWeek = mondayOf(today)
  const firstWeek = daysBefore(lastWeek, (WEEKS - 1) * 7)
  const [seats, used, rows, weeks, assignments] = await Promise.all([
    seatsOf(db, workspaceId),
    memberCount(db, workspaceId),
    memberFigures(db, workspaceId, { now, since7, since30 }),
    weeklySeries(db, workspaceId, { now, firstWeek, lastWeek }),
    assignmentsWithProgress(db, workspaceId, now),
  ])
  const memberIds = rows.map((row) => row.user_id)
  const [quizStanding, earned] = await Promise.all([quizStandingOf(db, memberIds), certificatesOf(db, memberIds)])
  const members = rows.map((row) => {
    const lastActiveAt = row.last_active ? new Date(row.last_active) : null
    const items = assignments.flatMap((assignment) =>
      assignment.people
        .filter((person) => person.userId === row.user_id)
        .map((person) => ({ id: assignment.id, title: assignment.title, kind: assignment.kind, href: assignment.href, dueOn: assignment.dueOn, status: person.progress.status as AssignmentStatus, percent: person.progress.percent, isOverdue: person.isOverdue })),
    )
    return {
      userId: row.user_id,
      name: row.name,
      email: row.email,
      role: row.role,
      lastActiveAt,
      isActive7: lastActiveAt !== null && utcDayOf(lastActiveAt) >= since7,
      isActive30: lastActiveAt !== null && utcDayOf(lastActiveAt) >= since30,
      articlesRead7: Number(row.articles_7),
      articlesRead30: Number(row.articles_30),
      coursesStarted: Number(row.courses_started),
      coursesCompleted: Number(row.courses_completed),
      lessonsCompleted30: Number(row.lessons_30),
      assignments: { total: items.length, done: items.filter((i) => i.status === 'done').length, overdue: items.filter((i) => i.isOverdue).length, items },
      quizzes: quizStanding.get(row.user_id) ?? { passed: 0, averageBest: null },
      certificates: earned.filter((certificate) => certificate.userId === row.user_id).map(({ id, title, gradePercent }) => ({ id, title, gradePercent })),
    }
  })
  const sum = (pick: (row: MemberRow) => number) => rows.reduce((total, row) => total + Number(pick(row)), 0)
  return {
    workspaceName: admin.workspaceName,
    since7,
    since30,
    seats: { used, included: seats },
    activeMembers: { last7: members.filter((m) => m.isActive7).length, last30: members.filter((m) => m.isActive30).length },
    articlesRead: { last7: sum((r) => r.articles_7), last30: sum((r) => r.articles_30) },
    courses: { started30: sum((r) => r.started_30), completed30: sum((r) => r.completed_30) },
    lessonsCompleted30: sum((r) => r.lessons_30),
    assignments: {
      total: members.reduce((n, m) => n + m.assignments.total, 0),
      done: members.reduce((n, m) => n + m.assignments.done, 0),
      overdue: members.reduce((n, m) => n + m.assignments.overdue, 0),
    },
    members,
    weeks,
  }
}

export type LearningAnalytics = Awaited<ReturnType<typeof learningAnalytics>>

// ——— CSV export ———

export const analyticsCsvColumns = [
  'member',
  'email',
  'role',
  'lastActive',
  'active7',
  'active30',
  'articlesRead30',
  'coursesStarted',
  'coursesCompleted',
  'assignments',
  'assignmentsDone',
  'assignmentsOverdue',
  'overdueItems',
] as const

/**
 * The member table of team analytics as CSV, one row per member, headed by `labels` (the
 * reader's language) and yes/no words; the last column names each overdue assignment.
 */
export function analyticsCsv(
  analytics: Pick<LearningAnalytics, 'members'>,
  { labels, yes, no, roles }: { labels: Record<(typeof analyticsCsvColumns)[number], string>; yes: string; no: string; roles: Record<'admin' | 'user', string> },
) {
  const lines = [csvLine(analyticsCsvColumns.map((column) => labels[column]))]
  for (const m of analytics.members) {
    lines.push(
      csvLine([
        m.name,
        m.email,
        roles[m.role],
        m.lastActiveAt ? utcDayOf(m.lastActiveAt) : '',
        m.isActive7 ? yes : no,
        m.isActive30 ? yes : no,
        m.articlesRead30,
        m.coursesStarted,
        m.coursesCompleted,
        m.assignments.total,
        m.assignments.done,
        m.assignments.overdue,
        m.assignments.items.filter((i) => i.isOverdue).map((i) => `${i.title} (${i.dueOn})`).join('; '),
      ]),
    )
  }
  return lines.join('')
}
