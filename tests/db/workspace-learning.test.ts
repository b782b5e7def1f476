import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { markLessonComplete, recordLessonOpened } from '../../app/courses/progress.server'
import { emails, notifications, workspaceReads } from '../../app/db/schema'
import { createArticle, createUser } from '../../app/db/seed/factories'
import { createCourse, createLearningPath, createTutorial } from '../../app/db/seed/learning-factories'
import { createVideo } from '../../app/db/seed/media-factories'
import { learningAnalytics } from '../../app/workspaces/analytics.server'
import { assignedTo, openAssignments, learningAssignments } from '../../app/workspaces/assignment-lists.server'
import { assign, unassign } from '../../app/workspaces/assignments.server'
import { addToCollection, createCollection, deleteCollection, listCollections, removeFromCollection } from '../../app/workspaces/collections.server'
import { removeMember, workspaceChanges } from '../../app/workspaces/workspaces.server'
import { ensurePlans } from '../support/billing'
import { openTestDb } from '../support/test-db'
import { courseWithLessons, DAY, dayOf, refusal, team, view } from '../support/workspace-learning'

const { db } = await openTestDb()
beforeAll(() => ensurePlans(db))

const mailsTo = (to: string) => db.select().from(emails).where(and(eq(emails.to, to), eq(emails.kind, 'workspace-assignment')))
const bellOf = (userId: string) => db.select({ title: notifications.title, message: notifications.message, link: notifications.link }).from(notifications).where(eq(notifications.userId, userId))

describe('assignments', () => {
  it('go to one member or to everyone, who are told in the bell and by e-mail, and the workspace records them', async () => {
    const { owner, workspaceId, members } = await team(db, ['Ana Ruiz', 'Ben Okafor'])
    const [ana, ben] = members as [typeof members[0], typeof members[0]]
    const { course } = await courseWithLessons(db, 2, 'Prompt design for support teams')
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
    const { owner, members } = await team(db, ['Cleo Martin'])
    const cleo = members[0]!
    const outsider = await createUser(db)
    const { course } = await courseWithLessons(db, 1)
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
    const { owner, members } = await team(db, ['Dev Patel', 'Eva Lind'])
    const [dev, eva] = members as [typeof members[0], typeof members[0]]
    const { course, lessons } = await courseWithLessons(db, 2)
    const second = await courseWithLessons(db, 1)
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
    await view(db, 'tutorial', tutorial.id, dev.id, now)
    expect((await statusOf(dev.id, later)).tutorial).toEqual({ status: 'done', percent: 100, overdue: false })
    expect((await statusOf(eva.id, later)).tutorial).toEqual({ status: 'not_started', percent: 0, overdue: true })
    const everyone = (await learningAssignments(db, { actorId: owner.id, now: later })).find((a) => a.kind === 'tutorial')!
    expect(everyone).toMatchObject({ done: 1, overdue: 2 })
    expect(Object.fromEntries(everyone.people.map((p) => [p.name, p.progress.status]))).toEqual({ 'Ada Owner': 'not_started', 'Dev Patel': 'done', 'Eva Lind': 'not_started' })
    expect(await openAssignments(db, { userId: dev.id, now: later })).toMatchObject({ open: 0, overdue: 0 })

    // Readers outside any workspace leave no trace in it.
    const outsider = await createUser(db)
    await view(db, 'tutorial', tutorial.id, outsider.id, now)
    expect(await db.select().from(workspaceReads).where(eq(workspaceReads.userId, outsider.id))).toHaveLength(0)
  })
})

describe('shared collections', () => {
  it('take articles, videos and episodes with a note from any member; only the adder or an Admin removes one', async () => {
    const { owner, members } = await team(db, ['Finn Berg', 'Gia Russo'])
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
    const other = await team(db, [])
    expect(await refusal(deleteCollection(db, { userId: other.owner.id, collectionId }))).toMatchObject({ status: 404 })
    await deleteCollection(db, { userId: finn.id, collectionId })
    expect(await listCollections(db, { userId: owner.id })).toEqual([])
  })
})
