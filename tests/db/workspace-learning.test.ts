import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { subscribeLocal } from '../../app/billing/local/local-subscribe.server'
import { markLessonComplete, recordLessonOpened } from '../../app/courses/progress.server'
import type { Db } from '../../app/db/client.server'
import { courseEnrollments, emails, lessonCompletions, notifications, sessions, users, workspaceMembers, workspaceReads } from '../../app/db/schema'
import { createArticle, createUser } from '../../app/db/seed/factories'
import { createCourse, createLearningPath, createLesson, createTutorial } from '../../app/db/seed/learning-factories'
import { createVideo } from '../../app/db/seed/media-factories'
import { AppError } from '../../app/lib/app-error'
import { writeViews } from '../../app/analytics/view-counter.server'
import { seedDemoContent } from '../../app/db/seed/seed.server'
import { csvCell } from '../../app/lib/csv'
import { analyticsCsv, analyticsCsvColumns, learningAnalytics } from '../../app/workspaces/analytics.server'
import { acceptInvitation, inviteMember } from '../../app/workspaces/invitations.server'
import { assignedTo, openAssignments, learningAssignments } from '../../app/workspaces/assignment-lists.server'
import { assign, unassign } from '../../app/workspaces/assignments.server'
import { addToCollection, createCollection, deleteCollection, listCollections, removeFromCollection } from '../../app/workspaces/collections.server'
import { createWorkspace, removeMember, workspaceChanges } from '../../app/workspaces/workspaces.server'
import { action as learningAction, loader as learningLoader } from '../../app/routes/workspace.learning'
import { loader as analyticsLoader } from '../../app/routes/workspace.analytics'
import { loader as csvLoader } from '../../app/routes/workspace.analytics.csv'
import { approve, ensurePlans } from '../support/billing'
import { answerStatus, routeArgs, thrownStatus } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'
import { ensureQuiz, saveQuestion } from '../../app/quizzes/quiz-admin.server'
import { submitQuizAttempt } from '../../app/quizzes/quizzes.server'
import { settleCourseCompletion } from '../../app/courses/completion.server'

const { db } = await openTestDb()
beforeAll(() => ensurePlans(db))

const DAY = 86_400_000
const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/** An Enterprise subscriber's workspace with members who joined through invitations. */
async function team(names: string[], { now = new Date() } = {}) {
  const owner = await createUser(db, { name: 'Ada Owner' })
  await subscribeLocal(db, { userId: owner.id, planId: 'enterprise-month', card: approve, now })
  const workspaceId = await createWorkspace(db, { userId: owner.id, name: 'Northwind Learning' })
  const members = []
  for (const name of names) {
    const member = await createUser(db, { name })
    const { token } = await inviteMember(db, { workspaceId, actor: owner, email: member.email })
    await acceptInvitation(db, { token, user: member })
    members.push(member)
  }
  return { owner, workspaceId, members }
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof AppError ? error : Promise.reject(error)))

async function courseWithLessons(count: number, title?: string) {
  const course = await createCourse(db, title ? { title } : {})
  const lessons = []
  for (let i = 0; i < count; i++) lessons.push(await createLesson(db, course.id, { title: `Lesson ${i + 1}` }))
  return { course, lessons }
}

const mailsTo = (to: string) => db.select().from(emails).where(and(eq(emails.to, to), eq(emails.kind, 'workspace-assignment')))
const bellOf = (userId: string) => db.select({ title: notifications.title, message: notifications.message, link: notifications.link }).from(notifications).where(eq(notifications.userId, userId))

/** A member's view of an item, the way the site's view counter writes it (reader "u:<id>"). */
const view = (kind: 'article' | 'tutorial' | 'video', itemId: string, userId: string, at: Date) =>
  writeViews(db as Db, [{ kind, itemId, reader: `u:${userId}`, hour: new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString() }])

describe('assignments', () => {
  it('go to one member or to everyone, who are told in the bell and by e-mail, and the workspace records them', async () => {
    const { owner, workspaceId, members } = await team(['Ana Ruiz', 'Ben Okafor'])
    const [ana, ben] = members as [typeof members[0], typeof members[0]]
    const { course } = await courseWithLessons(2, 'Prompt design for support teams')
    const tutorial = await createTutorial(db, { title: 'Cleaning survey data with pandas' })
    const tomorrow = dayOf(new Date(Date.now() + DAY))

    const toAna = await assign(db, { actorId: owner.id, kind: 'course', itemId: course.id, assigneeId: ana.id, dueOn: tomorrow })
    expect(toAna).toMatchObject({ title: course.title, recipients: 1 })
    expect(await bellOf(ana.id)).toContainEqual({ title: `New assignment: ${course.title}`, message: expect.stringContaining('Ada Owner assigned you the course'), link: '/workspace/learning' })
    const [mail] = await mailsTo(ana.email)
    expect(mail!.subject).toBe(`Ada Owner assigned you the course “${course.title}”`)
    expect(mail!.text).toContain(`/education/course/${course.slug}`)
    expect(mail!.text).toContain('Please finish it by')
    expect(await mailsTo(ben.email)).toHaveLength(0)

    const toAll = await assign(db, { actorId: owner.id, kind: 'tutorial', itemId: tutorial.id })
    expect(toAll.recipients).toBe(2)
    for (const member of [ana, ben]) {
      expect((await mailsTo(member.email)).map((m) => m.subject)).toContain(`Ada Owner assigned you the tutorial “${tutorial.title}”`)
      expect((await bellOf(member.id)).map((n) => n.title)).toContain(`New assignment: ${tutorial.title}`)
    }
    // The Admin who assigns is not told of their own assignment.
    expect(await mailsTo(owner.email)).toHaveLength(0)

    expect((await assignedTo(db, { userId: ana.id })).map((a) => [a.kind, a.title, a.isForEveryone])).toEqual([
      ['course', course.title, false],
      ['tutorial', tutorial.title, true],
    ])
    expect((await assignedTo(db, { userId: ben.id })).map((a) => a.title)).toEqual([tutorial.title])
    expect((await assignedTo(db, { userId: owner.id })).map((a) => a.title)).toEqual([tutorial.title])

    expect(await refusal(assign(db, { actorId: owner.id, kind: 'course', itemId: course.id, assigneeId: ana.id }))).toMatchObject({ status: 409, field: 'item' })
    expect(await refusal(assign(db, { actorId: owner.id, kind: 'tutorial', itemId: tutorial.id }))).toMatchObject({ status: 409, field: 'item' })
    // The same course may still go to another member.
    await assign(db, { actorId: owner.id, kind: 'course', itemId: course.id, assigneeId: ben.id })

    const team2 = await learningAssignments(db, { actorId: owner.id })
    const forEveryone = team2.find((a) => a.isForEveryone)!
    expect(forEveryone.people.map((p) => p.name).sort()).toEqual(['Ada Owner', 'Ana Ruiz', 'Ben Okafor'])
    expect(team2.filter((a) => a.kind === 'course').map((a) => a.assigneeName).sort()).toEqual(['Ana Ruiz', 'Ben Okafor'])

    await unassign(db, { actorId: owner.id, assignmentId: toAll.id })
    expect((await assignedTo(db, { userId: ben.id })).map((a) => a.title)).toEqual([course.title])
    expect(await refusal(unassign(db, { actorId: owner.id, assignmentId: toAll.id }))).toMatchObject({ status: 404 })
    const actions = (await workspaceChanges(db, workspaceId)).map((c) => c.action)
    expect(actions.filter((a) => a === 'workspace.assign')).toHaveLength(3)
    expect(actions).toContain('workspace.unassign')

    // A member who leaves takes their own assignments with them.
    await removeMember(db, { workspaceId, actorId: owner.id, userId: ana.id })
    expect((await learningAssignments(db, { actorId: owner.id })).map((a) => a.assigneeName)).toEqual(['Ben Okafor'])
  })

  it('are for Admins to give: Users get 403, people outside the workspace 404, and bad input 400 on its field', async () => {
    const { owner, members } = await team(['Cleo Martin'])
    const cleo = members[0]!
    const outsider = await createUser(db)
    const { course } = await courseWithLessons(1)
    const draft = await createCourse(db, { status: 'draft', publishedAt: null })
    const today = dayOf(new Date())

    expect(await refusal(assign(db, { actorId: cleo.id, kind: 'course', itemId: course.id }))).toMatchObject({ status: 403, message: 'Only the workspace’s Admins can do this.' })
    expect(await refusal(learningAssignments(db, { actorId: cleo.id }))).toMatchObject({ status: 403 })
    expect(await refusal(learningAnalytics(db, { actorId: cleo.id }))).toMatchObject({ status: 403 })
    expect(await refusal(assign(db, { actorId: outsider.id, kind: 'course', itemId: course.id }))).toMatchObject({ status: 404 })
    expect(await refusal(assignedTo(db, { userId: outsider.id }))).toMatchObject({ status: 404 })
    expect(await refusal(learningAnalytics(db, { actorId: outsider.id }))).toMatchObject({ status: 404 })

    const bad = (input: Partial<Parameters<typeof assign>[1]>) => refusal(assign(db, { actorId: owner.id, kind: 'course', itemId: course.id, ...input }))
    expect(await bad({ assigneeId: outsider.id })).toMatchObject({ status: 400, field: 'assignee' })
    expect(await bad({ dueOn: dayOf(new Date(Date.now() - DAY)) })).toMatchObject({ status: 400, field: 'dueOn', message: 'The due date cannot be in the past.' })
    expect(await bad({ dueOn: '2031-02-30' })).toMatchObject({ status: 400, field: 'dueOn' })
    expect(await bad({ dueOn: 'next friday' })).toMatchObject({ status: 400, field: 'dueOn' })
    expect(await bad({ itemId: draft.id })).toMatchObject({ status: 400, field: 'item' })
    expect(await bad({ itemId: 'not-an-id' })).toMatchObject({ status: 400, field: 'item' })
    expect(await bad({ kind: 'video' })).toMatchObject({ status: 400, field: 'item' })
    // Today is not in the past.
    expect(await assign(db, { actorId: owner.id, kind: 'course', itemId: course.id, assigneeId: cleo.id, dueOn: today })).toMatchObject({ recipients: 1 })
  })

  it('show each member’s status from their lesson completions and opened tutorials, and overdue ones', async () => {
    const { owner, members } = await team(['Dev Patel', 'Eva Lind'])
    const [dev, eva] = members as [typeof members[0], typeof members[0]]
    const { course, lessons } = await courseWithLessons(2)
    const second = await courseWithLessons(1)
    const path = await createLearningPath(db, {}, [course.id, second.course.id])
    const tutorial = await createTutorial(db)
    const now = new Date()
    const tomorrow = dayOf(new Date(now.getTime() + DAY))
    const later = new Date(now.getTime() + 3 * DAY)
    await assign(db, { actorId: owner.id, kind: 'course', itemId: course.id, assigneeId: dev.id, dueOn: tomorrow, now })
    await assign(db, { actorId: owner.id, kind: 'path', itemId: path.id, assigneeId: dev.id, now })
    await assign(db, { actorId: owner.id, kind: 'tutorial', itemId: tutorial.id, dueOn: tomorrow, now })

    const statusOf = async (userId: string, at = now) =>
      Object.fromEntries((await assignedTo(db, { userId, now: at })).map((a) => [a.kind, { status: a.progress.status, percent: a.progress.percent, overdue: a.isOverdue }]))

    expect(await statusOf(dev.id)).toEqual({
      course: { status: 'not_started', percent: 0, overdue: false },
      path: { status: 'not_started', percent: 0, overdue: false },
      tutorial: { status: 'not_started', percent: 0, overdue: false },
    })
    // Past the due day, the unfinished course and tutorial are overdue; the undated path never is.
    expect(await statusOf(dev.id, later)).toMatchObject({ course: { overdue: true }, path: { overdue: false }, tutorial: { overdue: true } })
    expect(await openAssignments(db, { userId: dev.id, now: later })).toMatchObject({ open: 3, overdue: 2 })

    await recordLessonOpened(db, { userId: dev.id, courseId: course.id, lessonId: lessons[0]!.id })
    expect((await statusOf(dev.id)).course).toEqual({ status: 'in_progress', percent: 0, overdue: false })
    await markLessonComplete(db, { userId: dev.id, courseSlug: course.slug, lessonSlug: lessons[0]!.slug, canReadPremium: true })
    expect(await statusOf(dev.id)).toMatchObject({ course: { status: 'in_progress', percent: 50 }, path: { status: 'in_progress', percent: 33 } })
    await markLessonComplete(db, { userId: dev.id, courseSlug: course.slug, lessonSlug: lessons[1]!.slug, canReadPremium: true })
    await markLessonComplete(db, { userId: dev.id, courseSlug: second.course.slug, lessonSlug: second.lessons[0]!.slug, canReadPremium: true })
    // Done is never overdue, even after the due day.
    expect(await statusOf(dev.id, later)).toMatchObject({ course: { status: 'done', percent: 100, overdue: false }, path: { status: 'done', percent: 100 } })

    // A tutorial is done once the member opened it: their view mark is kept for the workspace.
    await view('tutorial', tutorial.id, dev.id, now)
    expect((await statusOf(dev.id, later)).tutorial).toEqual({ status: 'done', percent: 100, overdue: false })
    expect((await statusOf(eva.id, later)).tutorial).toEqual({ status: 'not_started', percent: 0, overdue: true })
    const everyone = (await learningAssignments(db, { actorId: owner.id, now: later })).find((a) => a.kind === 'tutorial')!
    expect(everyone).toMatchObject({ done: 1, overdue: 2 })
    expect(Object.fromEntries(everyone.people.map((p) => [p.name, p.progress.status]))).toEqual({ 'Ada Owner': 'not_started', 'Dev Patel': 'done', 'Eva Lind': 'not_started' })
    expect(await openAssignments(db, { userId: dev.id, now: later })).toMatchObject({ open: 0, overdue: 0 })

    // Readers outside any workspace leave no trace in it.
    const outsider = await createUser(db)
    await view('tutorial', tutorial.id, outsider.id, now)
    expect(await db.select().from(workspaceReads).where(eq(workspaceReads.userId, outsider.id))).toHaveLength(0)
  })
})

describe('shared collections', () => {
  it('take articles, videos and episodes with a note from any member; only the adder or an Admin removes one', async () => {
    const { owner, members } = await team(['Finn Berg', 'Gia Russo'])
    const [finn, gia] = members as [typeof members[0], typeof members[0]]
    const outsider = await createUser(db)
    const article = await createArticle(db, { title: 'Retail media networks meet generative search' })
    const hidden = await createArticle(db, { status: 'draft', publishedAt: null })
    const video = await createVideo(db)

    const collectionId = await createCollection(db, { userId: finn.id, name: '  Launch   research ' })
    expect(await refusal(createCollection(db, { userId: gia.id, name: 'Launch research' }))).toMatchObject({ status: 409, field: 'name' })
    expect(await refusal(createCollection(db, { userId: gia.id, name: 'x' }))).toMatchObject({ status: 400, field: 'name' })
    expect(await refusal(createCollection(db, { userId: outsider.id, name: 'Elsewhere' }))).toMatchObject({ status: 404 })

    const note = 'Good framing of the attribution problem for the Q3 plan.'
    await addToCollection(db, { userId: finn.id, collectionId, link: `https://lumen.example/news/${article.slug}?utm=x#comments`, note })
    await addToCollection(db, { userId: gia.id, collectionId, link: `/videos/${video.slug}` })
    const add = (input: Partial<Parameters<typeof addToCollection>[1]>) => refusal(addToCollection(db, { userId: gia.id, collectionId, link: `/news/${article.slug}`, ...input }))
    expect(await add({})).toMatchObject({ status: 409, field: 'link' })
    expect(await add({ link: `/news/${hidden.slug}` })).toMatchObject({ status: 400, field: 'link' })
    expect(await add({ link: '/education/course/anything' })).toMatchObject({ status: 400, field: 'link' })
    expect(await add({ link: `/videos/${video.slug}`, note: 'x'.repeat(281) })).toMatchObject({ status: 400, field: 'note' })
    expect(await add({ userId: outsider.id })).toMatchObject({ status: 404 })
    expect(await add({ collectionId: randomUUID() })).toMatchObject({ status: 404 })

    const [collection] = await listCollections(db, { userId: gia.id })
    expect(collection).toMatchObject({ name: 'Launch research', canDelete: false })
    expect(collection!.items.map((i) => [i.kind, i.title, i.note, i.addedByName, i.canRemove])).toEqual([
      ['video', video.title, '', 'Gia Russo', true],
      ['article', article.title, note, 'Finn Berg', false],
    ])
    expect(collection!.items[1]!.href).toBe(`/news/${article.slug}`)

    const articleItem = collection!.items[1]!
    expect(await refusal(removeFromCollection(db, { userId: gia.id, itemId: articleItem.id }))).toMatchObject({ status: 403 })
    expect(await refusal(deleteCollection(db, { userId: gia.id, collectionId }))).toMatchObject({ status: 403 })
    await removeFromCollection(db, { userId: owner.id, itemId: articleItem.id })
    expect(await refusal(removeFromCollection(db, { userId: owner.id, itemId: articleItem.id }))).toMatchObject({ status: 404 })
    await removeFromCollection(db, { userId: gia.id, itemId: collection!.items[0]!.id })
    expect((await listCollections(db, { userId: finn.id }))[0]!.items).toEqual([])

    // Another workspace's Admin cannot reach this collection.
    const other = await team([])
    expect(await refusal(deleteCollection(db, { userId: other.owner.id, collectionId }))).toMatchObject({ status: 404 })
    await deleteCollection(db, { userId: finn.id, collectionId })
    expect(await listCollections(db, { userId: owner.id })).toEqual([])
  })
})

describe('team analytics', () => {
  const now = new Date('2031-03-12T12:00:00Z')
  const at = (iso: string) => new Date(iso)

  it('count seats, active members, reading, courses, assignments and the last 12 weeks on a known fixture, and export them as CSV', async () => {
    const { owner, members } = await team(['Ana Ruiz', 'Okafor, Ben "Benny"', '=SUM(1+1)'], { now: at('2031-03-01T09:00:00Z') })
    const [ana, ben, cleo] = members as [typeof members[0], typeof members[0], typeof members[0]]
    const [a1, a2, a3] = [await createArticle(db), await createArticle(db), await createArticle(db)]
    const { course, lessons } = await courseWithLessons(2, 'Forecasting demand with gradient boosting')
    const tutorial = await createTutorial(db)

    // Ana: a session used yesterday, two articles this week (one of them twice), one three weeks ago.
    await db.insert(sessions).values({ id: randomUUID(), token: randomUUID(), userId: ana.id, expiresAt: at('2031-04-10T00:00:00Z'), createdAt: at('2031-03-11T09:00:00Z'), updatedAt: at('2031-03-11T09:00:00Z') })
    await view('article', a1.id, ana.id, at('2031-03-10T15:20:00Z'))
    await view('article', a2.id, ana.id, at('2031-03-10T16:05:00Z'))
    await view('article', a1.id, ana.id, at('2031-03-12T08:10:00Z'))
    await view('article', a3.id, ana.id, at('2031-02-20T10:00:00Z'))
    // Ben: started the assigned course ten days ago and finished its first lesson; it was due on the 5th.
    await db.insert(courseEnrollments).values({ userId: ben.id, courseId: course.id, lastLessonId: lessons[0]!.id, startedAt: at('2031-03-02T10:00:00Z'), updatedAt: at('2031-03-02T10:30:00Z') })
    await db.insert(lessonCompletions).values({ userId: ben.id, courseId: course.id, lessonId: lessons[0]!.id, completedAt: at('2031-03-02T10:30:00Z') })
    await assign(db, { actorId: owner.id, kind: 'course', itemId: course.id, assigneeId: ben.id, dueOn: '2031-03-05', now: at('2031-03-01T10:00:00Z') })
    await assign(db, { actorId: owner.id, kind: 'tutorial', itemId: tutorial.id, now: at('2031-03-01T10:00:00Z') })
    // Someone outside the workspace reads too, and is not counted.
    const outsider = await createUser(db)
    await view('article', a1.id, outsider.id, at('2031-03-11T10:00:00Z'))

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

  it('quote cells that hold commas, quotes or line breaks and keep formulas as text', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('=HYPERLINK("http://x.example","y"),z')).toBe(`"'=HYPERLINK(""http://x.example"",""y""),z"`)
    expect(csvCell(-2)).toBe('-2')
    expect(csvCell(null)).toBe('')
  })
})

describe('the learning and analytics pages', () => {
  /** A signed-in Admin of a new workspace and a signed-in User of it. */
  async function signedInTeam() {
    const admin = await signedInMember(db, { name: 'Hana Admin' })
    await subscribeLocal(db, { userId: admin.user.id, planId: 'enterprise-month', card: approve, now: new Date() })
    const workspaceId = await createWorkspace(db, { userId: admin.user.id, name: 'Page Team' })
    const member = await signedInMember(db, { name: 'Ivo User' })
    const { token } = await inviteMember(db, { workspaceId, actor: admin.user, email: member.user.email })
    await acceptInvitation(db, { token, user: member.user })
    return { admin, member }
  }
  const spanish = (cookie: string) => `${cookie}; preferred-language=es`

  it('refuse a bad assignment with 400 in the reader’s language, keeping what was typed, and take a good one', async () => {
    const { admin, member } = await signedInTeam()
    const { course } = await courseWithLessons(1)
    const yesterday = dayOf(new Date(Date.now() - DAY))
    const form = { intent: 'assign', item: `course:${course.id}`, assignee: member.user.id, dueOn: yesterday }
    const refused = (await learningAction(routeArgs('/workspace/learning', {}, { cookie: spanish(admin.cookie), form }))) as { data: { ok: boolean; errors: Record<string, string>; values: Record<string, string> } }
    expect(answerStatus(refused)).toBe(400)
    expect(refused.data).toMatchObject({ ok: false, errors: { dueOn: 'La fecha límite no puede estar en el pasado.' }, values: form })

    const done = (await learningAction(routeArgs('/workspace/learning', {}, { cookie: admin.cookie, form: { ...form, dueOn: '' } }))) as { ok: boolean; done: { key: string } }
    expect(done).toMatchObject({ ok: true, done: { key: 'workspaceLearning.assign.doneToldOne' } })
    const page = (await learningLoader(routeArgs('/workspace/learning', {}, { cookie: member.cookie }))) as { isAdmin: boolean; admin: unknown; assigned: { title: string }[] }
    expect(page).toMatchObject({ isAdmin: false, admin: null, assigned: [{ title: course.title }] })

    // A User's assign form is refused (403), an unknown intent is a 400 with the form's message.
    const forbidden = await learningAction(routeArgs('/workspace/learning', {}, { cookie: member.cookie, form }))
    expect(answerStatus(forbidden)).toBe(403)
    const unknown = await learningAction(routeArgs('/workspace/learning', {}, { cookie: member.cookie, form: { intent: 'promote' } }))
    expect(answerStatus(unknown)).toBe(400)
    // A note too long keeps the link and the note typed.
    const collectionId = await createCollection(db, { userId: member.user.id, name: 'Reading list' })
    const article = await createArticle(db)
    const long = { intent: 'add-item', collectionId, link: `/news/${article.slug}`, note: 'n'.repeat(281) }
    const tooLong = (await learningAction(routeArgs('/workspace/learning', {}, { cookie: member.cookie, form: long }))) as { data: { errors: Record<string, string>; values: Record<string, string>; target: string } }
    expect(answerStatus(tooLong)).toBe(400)
    expect(tooLong.data).toMatchObject({ errors: { note: 'Keep the note to 280 characters or fewer.' }, values: long, target: collectionId })
  })

  it('show analytics and its CSV to Admins only', async () => {
    const { admin, member } = await signedInTeam()
    expect(await thrownStatus(analyticsLoader(routeArgs('/workspace/analytics', {}, { cookie: member.cookie })))).toBe(403)
    expect(await thrownStatus(csvLoader(routeArgs('/workspace/analytics/team.csv', {}, { cookie: member.cookie })))).toBe(403)
    const outsider = await signedInMember(db)
    expect(await thrownStatus(analyticsLoader(routeArgs('/workspace/analytics', {}, { cookie: outsider.cookie })))).toBe(404)
    expect(await thrownStatus(learningLoader(routeArgs('/workspace/learning', {}, { cookie: outsider.cookie })))).toBe(404)

    const page = (await analyticsLoader(routeArgs('/workspace/analytics', {}, { cookie: admin.cookie }))) as { analytics: { seats: unknown } }
    expect(page.analytics.seats).toEqual({ used: 2, included: 10 })
    const csv = (await csvLoader(routeArgs('/workspace/analytics/team.csv', {}, { cookie: spanish(admin.cookie) }))) as Response
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="analitica-equipo-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer())
    expect(text.startsWith('\uFEFFMiembro,Correo electrónico,Rol,')).toBe(true)
    // Both members signed in just now: active today.
    expect(text).toContain(`Ivo User,${member.user.email},Usuario,${dayOf(new Date())},sí,sí,0,0,0,0,0,0,\r\n`)
  })
})

describe('team analytics of quizzes and certificates', () => {
  it('show each member’s quizzes passed, mean best score and certificates to the Admin', async () => {
    const admin = await signedInMember(db, { name: 'Quinta Admin' })
    await subscribeLocal(db, { userId: admin.user.id, planId: 'enterprise-month', card: approve, now: new Date() })
    const workspaceId = await createWorkspace(db, { userId: admin.user.id, name: 'Quiz Team' })
    const member = await signedInMember(db, { name: 'Rafe Reader' })
    const { token } = await inviteMember(db, { workspaceId, actor: admin.user, email: member.user.email })
    await acceptInvitation(db, { token, user: member.user })
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
