import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { markLessonComplete } from '../../app/courses/progress.server'
import { settleCourseCompletion } from '../../app/courses/completion.server'
import type { Db } from '../../app/db/client.server'
import { courseEnrollments, lessonCompletions, sessions, users, workspaceMembers } from '../../app/db/schema'
import { createArticle, createUser } from '../../app/db/seed/factories'
import { createCourse, createLesson, createTutorial } from '../../app/db/seed/learning-factories'
import { seedDemoContent } from '../../app/db/seed/seed.server'
import { ensureQuiz, saveQuestion } from '../../app/quizzes/quiz-admin.server'
import { submitQuizAttempt } from '../../app/quizzes/quizzes.server'
import { analyticsCsv, analyticsCsvColumns, learningAnalytics } from '../../app/workspaces/analytics.server'
import { assignedTo } from '../../app/workspaces/assignment-lists.server'
import { assign } from '../../app/workspaces/assignments.server'
import { listCollections } from '../../app/workspaces/collections.server'
import { ensurePlans } from '../support/billing'
import { openTestDb } from '../support/test-db'
import { courseWithLessons, dayOf, signedInTeam, team, view } from '../support/workspace-learning'

const { db } = await openTestDb()
beforeAll(() => ensurePlans(db))

describe('team analytics', () => {
  const now = new Date('2031-03-12T12:00:00Z')
  const at = (iso: string) => new Date(iso)

  it('count seats, active members, reading, courses, assignments and the last 12 weeks on a known fixture, and export them as CSV', async () => {
    const { owner, members } = await team(db, ['Ana Ruiz', 'Okafor, Ben "Benny"', '=SUM(1+1)'], { now: at('2031-03-01T09:00:00Z') })
    const [ana, ben, cleo] = members as [typeof members[0], typeof members[0], typeof members[0]]
    const [a1, a2, a3] = [await createArticle(db), await createArticle(db), await createArticle(db)]
    const { course, lessons } = await courseWithLessons(db, 2, 'Forecasting demand with gradient boosting')
    const tutorial = await createTutorial(db)

    // Ana: a session used yesterday, two articles this week (one of them twice), one three weeks ago.
    await db.insert(sessions).values({ id: randomUUID(), token: randomUUID(), userId: ana.id, expiresAt: at('2031-04-10T00:00:00Z'), createdAt: at('2031-03-11T09:00:00Z'), updatedAt: at('2031-03-11T09:00:00Z') })
    await view(db, 'article', a1.id, ana.id, at('2031-03-10T15:20:00Z'))
    await view(db, 'article', a2.id, ana.id, at('2031-03-10T16:05:00Z'))
    await view(db, 'article', a1.id, ana.id, at('2031-03-12T08:10:00Z'))
    await view(db, 'article', a3.id, ana.id, at('2031-02-20T10:00:00Z'))
    // Ben: started the assigned course ten days ago and finished its first lesson; it was due on the 5th.
    await db.insert(courseEnrollments).values({ userId: ben.id, courseId: course.id, lastLessonId: lessons[0]!.id, startedAt: at('2031-03-02T10:00:00Z'), updatedAt: at('2031-03-02T10:30:00Z') })
    await db.insert(lessonCompletions).values({ userId: ben.id, courseId: course.id, lessonId: lessons[0]!.id, completedAt: at('2031-03-02T10:30:00Z') })
    await assign(db, { actorId: owner.id, kind: 'course', itemId: course.id, assigneeId: ben.id, dueOn: '2031-03-05', now: at('2031-03-01T10:00:00Z') })
    await assign(db, { actorId: owner.id, kind: 'tutorial', itemId: tutorial.id, now: at('2031-03-01T10:00:00Z') })
    // Someone outside the workspace reads too, and is not counted.
    const outsider = await createUser(db)
    await view(db, 'article', a1.id, outsider.id, at('2031-03-11T10:00:00Z'))

    const analytics = await learningAnalytics(db, { actorId: owner.id, now })
    expect(analytics).toMatchObject({
      seats: { used: 4, included: 10 },
      activeMembers: { last7: 1, last30: 2 },
      articlesRead: { last7: 2, last30: 3 },
      courses: { started30: 1, completed30: 0 },
      lessonsCompleted30: 1,
      assignments: { total: 5, done: 0, overdue: 1 },
    })
    expect(analytics.weeks).toHaveLength(12)
    expect(analytics.weeks[0]!.week).toBe('2030-12-23')
    const week = (monday: string) => analytics.weeks.find((w) => w.week === monday)
    expect(week('2031-03-10')).toEqual({ week: '2031-03-10', activeMembers: 1, articlesRead: 2, lessonsCompleted: 0 })
    expect(week('2031-02-24')).toEqual({ week: '2031-02-24', activeMembers: 1, articlesRead: 0, lessonsCompleted: 1 })
    expect(week('2031-02-17')).toEqual({ week: '2031-02-17', activeMembers: 1, articlesRead: 1, lessonsCompleted: 0 })
    expect(analytics.weeks.reduce((n, w) => n + w.activeMembers, 0)).toBe(3)

    const byId = new Map(analytics.members.map((m) => [m.userId, m]))
    expect(byId.get(ana.id)).toMatchObject({ isActive7: true, isActive30: true, articlesRead7: 2, articlesRead30: 3, coursesStarted: 0, assignments: { total: 1, done: 0, overdue: 0 } })
    expect(dayOf(byId.get(ana.id)!.lastActiveAt!)).toBe('2031-03-12')
    expect(byId.get(ben.id)).toMatchObject({ isActive7: false, isActive30: true, articlesRead30: 0, coursesStarted: 1, coursesCompleted: 0, assignments: { total: 2, done: 0, overdue: 1 } })
    expect(byId.get(ben.id)!.assignments.items.find((i) => i.isOverdue)).toMatchObject({ title: course.title, status: 'in_progress', percent: 50, dueOn: '2031-03-05' })
    expect(byId.get(cleo.id)).toMatchObject({ lastActiveAt: null, isActive30: false, assignments: { total: 1, overdue: 0 } })

    const labels = Object.fromEntries(analyticsCsvColumns.map((c) => [c, c])) as Record<(typeof analyticsCsvColumns)[number], string>
    const csv = analyticsCsv(analytics, { labels, yes: 'yes', no: 'no', roles: { admin: 'Admin', user: 'User' } })
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(analyticsCsvColumns.join(','))
    expect(lines).toHaveLength(6) // header, four members, and the empty rest after the last CRLF
    expect(lines).toContain(`"Okafor, Ben ""Benny""",${ben.email},User,2031-03-02,no,yes,0,1,0,2,0,1,${course.title} (2031-03-05)`)
    expect(lines).toContain(`'=SUM(1+1),${cleo.email},User,,no,no,0,0,0,1,0,0,`)
    expect(lines).toContain(`Ana Ruiz,${ana.email},User,2031-03-12,yes,yes,3,0,0,1,0,0,`)
  })
})

describe('team analytics of quizzes and certificates', () => {
  it('show each member’s quizzes passed, mean best score and certificates to the Admin', async () => {
    const { admin, member } = await signedInTeam(db, { admin: 'Quinta Admin', workspace: 'Quiz Team', member: 'Rafe Reader' })
    const course = await createCourse(db, { title: 'Evaluating Models' })
    const lesson = await createLesson(db, course.id)
    const quiz = await ensureQuiz(db, lesson.id, { passPercent: 50, cooldownMinutes: 0 })
    const question = await saveQuestion(db, quiz.id, { kind: 'true_false', prompt: 'Recall counts false negatives.', answer: true, explanation: '' })
    await markLessonComplete(db, { userId: member.user.id, courseSlug: course.slug, lessonSlug: lesson.slug, canReadPremium: true })
    await submitQuizAttempt(db, { quizId: quiz.id, userId: member.user.id, responses: { [question]: ['false'] } })
    await submitQuizAttempt(db, { quizId: quiz.id, userId: member.user.id, responses: { [question]: ['true'] } })
    await settleCourseCompletion(db, { userId: member.user.id, courseId: course.id, canReadPremium: true })
    const analytics = await learningAnalytics(db, { actorId: admin.user.id })
    const row = analytics.members.find((m) => m.userId === member.user.id)!
    expect(row.quizzes).toEqual({ passed: 1, averageBest: 100 })
    expect(row.certificates).toEqual([{ id: expect.stringMatching(/^LUM-/), title: 'Evaluating Models', gradePercent: 100 }])
    expect(analytics.members.find((m) => m.userId === admin.user.id)).toMatchObject({ quizzes: { passed: 0, averageBest: null }, certificates: [] })
  })
})

describe('the demo workspace', () => {
  it('gives the demo admin Lumen Labs with colleagues, progress, an overdue assignment and shared notes, once', async () => {
    const rollback = new Error('rollback')
    await expect(
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        await seedDemoContent(tx)
        await seedDemoContent(tx)
        const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@lumen.example'))
        const analytics = await learningAnalytics(tx, { actorId: admin!.id })
        expect(analytics.workspaceName).toBe('Lumen Labs')
        expect(analytics.members.map((m) => m.email).sort()).toEqual(
          ['admin@lumen.example', 'amara.okoye@lumen.example', 'jonah.whitfield@lumen.example', 'keiko.tanaka@lumen.example', 'lukas.brandt@lumen.example', 'marisol.vega@lumen.example'],
        )
        expect(analytics.assignments.overdue).toBe(1)
        expect(analytics.members.find((m) => m.email.startsWith('amara'))!.assignments.items.find((i) => i.isOverdue)).toMatchObject({ status: 'in_progress' })
        expect(analytics.members.find((m) => m.email.startsWith('lukas'))!.assignments.items.find((i) => i.kind === 'tutorial')).toMatchObject({ status: 'done' })
        expect(analytics.activeMembers.last30).toBeGreaterThanOrEqual(5)
        expect(analytics.articlesRead.last30).toBeGreaterThan(10)
        expect(analytics.weeks.filter((w) => w.activeMembers > 0).length).toBeGreaterThanOrEqual(10)
        const collections = await listCollections(tx, { userId: admin!.id })
        expect(collections.map((c) => [c.name, c.items.length])).toEqual([['Onboarding reading list', 2], ['Q3 campaign research', 4]])
        expect(collections.flatMap((c) => c.items).every((i) => i.note.length > 0 && i.note.length <= 280)).toBe(true)
        // The premium and free demo accounts stay out of it.
        const outside = await tx.select({ email: users.email }).from(users).innerJoin(workspaceMembers, eq(workspaceMembers.userId, users.id)).where(eq(users.email, 'premium@lumen.example'))
        expect(outside).toEqual([])
        expect((await assignedTo(tx, { userId: admin!.id })).map((a) => a.title)).toEqual(['Large Language Models for Marketing Teams'])
        throw rollback
      }),
    ).rejects.toBe(rollback)
  })
})
