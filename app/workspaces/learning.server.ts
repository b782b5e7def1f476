import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { getConfig } from '../config.server'
import { isPublicCourse } from '../courses/catalog.server'
import { progressPercent } from '../courses/course-choices'
import type { Db } from '../db/client.server'
import {
  articles,
  courseEnrollments,
  courseLessons,
  courses,
  learningPathCourses,
  learningPaths,
  lessonCompletions,
  podcasts,
  tutorials,
  users,
  videos,
  workspaceAssignments,
  workspaceCollectionItems,
  workspaceCollections,
  workspaceMembers,
  workspaceReads,
  workspaces,
  type AssignmentKind,
  type CollectionItemKind,
} from '../db/schema'
import { sendEmails } from '../email/mailer.server'
import { workspaceAssignmentEmail } from '../email/templates'
import { enTeam } from '../i18n/en/team'
import { AppError, type AppErrorCode, type AppErrorStatus } from '../lib/app-error'
import { formatShortDate } from '../lib/format'
import { notify } from '../notifications/notifications.server'
import { isPublic as isPublicArticle } from '../news/articles.server'
import { isPublicEpisode } from '../podcasts/episode-list.server'
import { isPublicTutorial } from '../tutorials/tutorial-list.server'
import { isPublicVideo } from '../videos/videos.server'
import {
  assignedItemHref,
  assignmentKindList,
  collectedItemHref,
  isOverdue,
  NOTE_MAX,
  parseItemLink,
  utcDayOf,
  type AssignmentStatus,
  type Progress,
} from './team-learning'
import { listMembers, recordWorkspaceChange } from './workspaces.server'

type ErrorKey = keyof typeof enTeam & `team.error.${string}`

/**
 * A refusal whose message is the English text of a `team.error.*` key: routes show it in the
 * reader's language (`inReadersLanguage`).
 */
function refuse(key: ErrorKey, status: AppErrorStatus, code: AppErrorCode, field?: string) {
  return new AppError(code, status, enTeam[key], { field })
}


const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isUuid = (value: string | null | undefined): value is string => typeof value === 'string' && uuidPattern.test(value)

// ——— Who may do what ———

export interface TeamMember {
  userId: string
  workspaceId: string
  workspaceName: string
  role: 'admin' | 'user'
}

/** The caller's workspace and role; a caller outside any workspace is refused with 404. */
export async function memberOf(db: Db, userId: string): Promise<TeamMember> {
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId, workspaceName: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
  if (!row) throw refuse('team.error.notMember', 404, 'not_found')
  return { userId, ...row }
}

/** The caller as an Admin of their workspace: Users are refused with 403, non-members with 404. */
export async function adminOf(db: Db, userId: string, key: ErrorKey = 'team.error.adminOnly'): Promise<TeamMember> {
  const member = await memberOf(db, userId)
  if (member.role !== 'admin') throw refuse(key, 403, 'not_allowed')
  return member
}

// ——— What can be assigned ———

/** A published course, learning path or tutorial by id, or null. */
async function assignableItem(db: Db, kind: AssignmentKind, itemId: string, now: Date) {
  if (kind === 'course') {
    const [row] = await db.select({ id: courses.id, title: courses.title, slug: courses.slug }).from(courses).where(and(eq(courses.id, itemId), isPublicCourse(now)))
    return row ?? null
  }
  if (kind === 'path') {
    const [row] = await db
      .select({ id: learningPaths.id, title: learningPaths.title, slug: learningPaths.slug })
      .from(learningPaths)
      .where(and(eq(learningPaths.id, itemId), eq(learningPaths.status, 'published')))
    return row ?? null
  }
  const [row] = await db.select({ id: tutorials.id, title: tutorials.title, slug: tutorials.slug }).from(tutorials).where(and(eq(tutorials.id, itemId), isPublicTutorial(now)))
  return row ?? null
}

/** What the assign form offers an Admin: every published course, path and tutorial by title, and the members. */
export async function assignChoices(db: Db, { actorId, now = new Date() }: { actorId: string; now?: Date }) {
  const admin = await adminOf(db, actorId)
  const [courseRows, pathRows, tutorialRows, members] = await Promise.all([
    db.select({ id: courses.id, title: courses.title }).from(courses).where(isPublicCourse(now)).orderBy(asc(courses.title)),
    db.select({ id: learningPaths.id, title: learningPaths.title }).from(learningPaths).where(eq(learningPaths.status, 'published')).orderBy(asc(learningPaths.title)),
    db.select({ id: tutorials.id, title: tutorials.title }).from(tutorials).where(isPublicTutorial(now)).orderBy(asc(tutorials.title)),
    listMembers(db, admin.workspaceId),
  ])
  return {
    items: { course: courseRows, path: pathRows, tutorial: tutorialRows } satisfies Record<AssignmentKind, { id: string; title: string }[]>,
    members: members.map((m) => ({ userId: m.userId, name: m.name, email: m.email })),
  }
}

const kindWords: Record<AssignmentKind, string> = { course: 'course', path: 'learning path', tutorial: 'tutorial' }

/**
 * Assigns a published course, learning path or tutorial to one member or, without an
 * assignee, to every member (present and future), with an optional due day that is not in
 * the past (UTC). Admins only. The assignees hear of it in the bell and by e-mail (the
 * Admin who assigns is not told of their own assignment), and the workspace's activity
 * records it. The same item cannot be assigned twice to the same member, nor twice to everyone.
 */
export async function assign(
  db: Db,
  input: { actorId: string; kind: string; itemId: string; assigneeId?: string | null; dueOn?: string | null; now?: Date },
) {
  const now = input.now ?? new Date()
  const admin = await adminOf(db, input.actorId)
  const kind = assignmentKindList.find((k) => k === input.kind)
  if (!kind || !isUuid(input.itemId)) throw refuse('team.error.itemMissing', 400, 'invalid_input', 'item')
  const item = await assignableItem(db, kind, input.itemId, now)
  if (!item) throw refuse('team.error.itemNotFound', 400, 'invalid_input', 'item')
  const dueOn = input.dueOn?.trim() || null
  if (dueOn !== null) {
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(dueOn) ? new Date(`${dueOn}T00:00:00Z`) : null
    if (!parsed || Number.isNaN(parsed.getTime()) || utcDayOf(parsed) !== dueOn) throw refuse('team.error.dueInvalid', 400, 'invalid_input', 'dueOn')
    if (dueOn < utcDayOf(now)) throw refuse('team.error.dueInPast', 400, 'invalid_input', 'dueOn')
  }
  const assigneeId = input.assigneeId?.trim() || null
  const members = await listMembers(db, admin.workspaceId)
  if (assigneeId !== null && !members.some((m) => m.userId === assigneeId)) throw refuse('team.error.assigneeNotMember', 400, 'invalid_input', 'assignee')

  const id = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(workspaceAssignments)
      .values({ workspaceId: admin.workspaceId, kind, itemId: item.id, assigneeId, dueOn, assignedBy: admin.userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: workspaceAssignments.id })
      .catch((error: unknown) => {
        // The member left between the check and the insert (the reference to their membership).
        if ((error as { code?: string; cause?: { code?: string } }).code === '23503' || (error as { cause?: { code?: string } }).cause?.code === '23503') {
          throw refuse('team.error.assigneeNotMember', 400, 'invalid_input', 'assignee')
        }
        throw error
      })
    if (rows.length === 0) throw refuse(assigneeId ? 'team.error.alreadyAssignedMember' : 'team.error.alreadyAssignedEveryone', 409, 'conflict', 'item')
    await recordWorkspaceChange(tx, {
      actorId: admin.userId,
      workspaceId: admin.workspaceId,
      action: 'assign',
      details: { assignmentId: rows[0]!.id, kind, itemId: item.id, title: item.title, assigneeId, dueOn },
    })
    return rows[0]!.id
  })

  const recipients = members.filter((m) => (assigneeId ? m.userId === assigneeId : true) && m.userId !== admin.userId)
  const [actor] = await db.select({ name: users.name }).from(users).where(eq(users.id, admin.userId))
  const { SITE_NAME, SITE_URL } = getConfig()
  const due = dueOn ? formatShortDate(dueOn, 'en') : null
  const what = `the ${kindWords[kind]} “${item.title}”`
  for (const member of recipients) {
    await notify(db, {
      userId: member.userId,
      type: 'info',
      title: `New assignment: ${item.title}`,
      message: `${actor?.name ?? 'An Admin'} assigned you ${what} in ${admin.workspaceName}${due ? `, due ${due}` : ''}.`,
      link: '/workspace/learning',
    })
  }
  await sendEmails(
    db,
    recipients.map((member) => ({
      to: member.email,
      kind: 'workspace-assignment',
      ...workspaceAssignmentEmail(SITE_NAME, {
        workspace: admin.workspaceName,
        assignerName: actor?.name ?? 'An Admin',
        what,
        due,
        itemUrl: SITE_URL + assignedItemHref(kind, item.slug),
        listUrl: `${SITE_URL}/workspace/learning`,
      }),
    })),
  )
  return { id, title: item.title, recipients: recipients.length }
}

/** The title of an assigned item, whatever its state now (for the workspace's activity). */
async function itemTitle(db: Db, kind: AssignmentKind, itemId: string) {
  const table = kind === 'course' ? courses : kind === 'path' ? learningPaths : tutorials
  const [row] = await db.select({ title: table.title }).from(table as typeof courses).where(eq(table.id, itemId))
  return row?.title ?? null
}

/** Withdraws an assignment of the Admin's workspace; 404 when it is not there (any more). */
export async function unassign(db: Db, { actorId, assignmentId }: { actorId: string; assignmentId: string }) {
  const admin = await adminOf(db, actorId)
  if (!isUuid(assignmentId)) throw refuse('team.error.assignmentNotFound', 404, 'not_found')
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(workspaceAssignments)
      .where(and(eq(workspaceAssignments.id, assignmentId), eq(workspaceAssignments.workspaceId, admin.workspaceId)))
      .returning({ kind: workspaceAssignments.kind, itemId: workspaceAssignments.itemId, assigneeId: workspaceAssignments.assigneeId })
    if (!removed) throw refuse('team.error.assignmentNotFound', 404, 'not_found')
    const title = await itemTitle(tx as unknown as Db, removed.kind, removed.itemId)
    await recordWorkspaceChange(tx, { actorId: admin.userId, workspaceId: admin.workspaceId, action: 'unassign', details: { assignmentId, ...removed, title } })
  })
}

// ——— Progress ———

const key = (userId: string, kind: string, itemId: string) => `${userId}|${kind}|${itemId}`

/**
 * Each member's progress on some assigned items, from what the site records: a course's or
 * a path's share of lessons completed (lesson_completions; started once a lesson was opened,
 * course_enrollments), over the path's published courses. Tutorials record no completion of
 * their own, so a tutorial counts as done once the member has opened it: workspace_reads,
 * which keeps a workspace member's view marks (view_marks forgets them after two hours).
 */
export async function progressOf(db: Db, userIds: string[], items: { kind: AssignmentKind; itemId: string }[], now = new Date()) {
  const result = new Map<string, Progress>()
  const ids = (kind: AssignmentKind) => [...new Set(items.filter((i) => i.kind === kind).map((i) => i.itemId))]
  const [courseIds, pathIds, tutorialIds] = [ids('course'), ids('path'), ids('tutorial')]
  if (userIds.length === 0 || items.length === 0) return (userId: string, kind: AssignmentKind, itemId: string) => result.get(key(userId, kind, itemId)) ?? { status: 'not_started' as const, percent: 0 }

  const pathCourses =
    pathIds.length === 0
      ? []
      : await db
          .select({ pathId: learningPathCourses.pathId, courseId: learningPathCourses.courseId })
          .from(learningPathCourses)
          .innerJoin(courses, eq(courses.id, learningPathCourses.courseId))
          .where(and(inArray(learningPathCourses.pathId, pathIds), isPublicCourse(now)))
  const allCourses = [...new Set([...courseIds, ...pathCourses.map((p) => p.courseId)])]
  const [totals, completions, enrollments, viewed] = await Promise.all([
    allCourses.length === 0
      ? []
      : db.select({ courseId: courseLessons.courseId, n: sql<number>`count(*)::int` }).from(courseLessons).where(inArray(courseLessons.courseId, allCourses)).groupBy(courseLessons.courseId),
    allCourses.length === 0
      ? []
      : db
          .select({ userId: lessonCompletions.userId, courseId: lessonCompletions.courseId, n: sql<number>`count(*)::int` })
          .from(lessonCompletions)
          .where(and(inArray(lessonCompletions.userId, userIds), inArray(lessonCompletions.courseId, allCourses)))
          .groupBy(lessonCompletions.userId, lessonCompletions.courseId),
    allCourses.length === 0
      ? []
      : db
          .select({ userId: courseEnrollments.userId, courseId: courseEnrollments.courseId })
          .from(courseEnrollments)
          .where(and(inArray(courseEnrollments.userId, userIds), inArray(courseEnrollments.courseId, allCourses))),
    tutorialIds.length === 0
      ? []
      : db
          .selectDistinct({ userId: workspaceReads.userId, itemId: workspaceReads.itemId })
          .from(workspaceReads)
          .where(and(eq(workspaceReads.kind, 'tutorial'), inArray(workspaceReads.userId, userIds), inArray(workspaceReads.itemId, tutorialIds))),
  ])
  const totalOf = new Map(totals.map((t) => [t.courseId, Number(t.n)]))
  const doneOf = new Map(completions.map((c) => [`${c.userId}|${c.courseId}`, Number(c.n)]))
  const enrolled = new Set(enrollments.map((e) => `${e.userId}|${e.courseId}`))
  const seen = new Set(viewed.map((v) => `${v.userId}|${v.itemId}`))
  const coursesOfPath = new Map<string, string[]>()
  for (const { pathId, courseId } of pathCourses) coursesOfPath.set(pathId, [...(coursesOfPath.get(pathId) ?? []), courseId])

  const fromLessons = (userId: string, courseList: string[]): Progress => {
    let completed = 0
    let total = 0
    let started = false
    for (const courseId of courseList) {
      const lessons = totalOf.get(courseId) ?? 0
      const done = Math.min(doneOf.get(`${userId}|${courseId}`) ?? 0, lessons)
      completed += done
      total += lessons
      if (done > 0 || enrolled.has(`${userId}|${courseId}`)) started = true
    }
    const percent = progressPercent(completed, total)
    const status: AssignmentStatus = percent === 100 ? 'done' : started ? 'in_progress' : 'not_started'
    return { status, percent }
  }
  for (const userId of userIds) {
    for (const courseId of courseIds) result.set(key(userId, 'course', courseId), fromLessons(userId, [courseId]))
    for (const pathId of pathIds) result.set(key(userId, 'path', pathId), fromLessons(userId, coursesOfPath.get(pathId) ?? []))
    for (const tutorialId of tutorialIds) {
      const done = seen.has(`${userId}|${tutorialId}`)
      result.set(key(userId, 'tutorial', tutorialId), { status: done ? 'done' : 'not_started', percent: done ? 100 : 0 })
    }
  }
  return (userId: string, kind: AssignmentKind, itemId: string) => result.get(key(userId, kind, itemId)) ?? { status: 'not_started' as const, percent: 0 }
}

// ——— Assignments as members and Admins see them ———

const assignee = alias(users, 'assignee')
const assigner = alias(users, 'assigner')

/** A workspace's assignments of published items, newest first; with `forUser`, only theirs (to them or to everyone). */
async function assignmentRows(db: Db, workspaceId: string, now: Date, forUser?: string) {
  const isKind = (kind: AssignmentKind) => eq(workspaceAssignments.kind, kind)
  const rows = await db
    .select({
      id: workspaceAssignments.id,
      kind: workspaceAssignments.kind,
      itemId: workspaceAssignments.itemId,
      assigneeId: workspaceAssignments.assigneeId,
      assigneeName: assignee.name,
      dueOn: workspaceAssignments.dueOn,
      assignedAt: workspaceAssignments.createdAt,
      assignedByName: assigner.name,
      title: sql<string | null>`coalesce(${courses.title}, ${learningPaths.title}, ${tutorials.title})`,
      slug: sql<string | null>`coalesce(${courses.slug}, ${learningPaths.slug}, ${tutorials.slug})`,
    })
    .from(workspaceAssignments)
    .leftJoin(courses, and(isKind('course'), eq(courses.id, workspaceAssignments.itemId), isPublicCourse(now)))
    .leftJoin(learningPaths, and(isKind('path'), eq(learningPaths.id, workspaceAssignments.itemId), eq(learningPaths.status, 'published')))
    .leftJoin(tutorials, and(isKind('tutorial'), eq(tutorials.id, workspaceAssignments.itemId), isPublicTutorial(now)))
    .leftJoin(assignee, eq(assignee.id, workspaceAssignments.assigneeId))
    .leftJoin(assigner, eq(assigner.id, workspaceAssignments.assignedBy))
    .where(
      and(
        eq(workspaceAssignments.workspaceId, workspaceId),
        forUser ? or(isNull(workspaceAssignments.assigneeId), eq(workspaceAssignments.assigneeId, forUser)) : undefined,
      ),
    )
    .orderBy(desc(workspaceAssignments.createdAt), desc(workspaceAssignments.id))
  // An item unpublished or deleted since is left out until it is back.
  return rows.flatMap(({ title, slug, ...row }) => (title && slug ? [{ ...row, title, href: assignedItemHref(row.kind, slug) }] : []))
}

/** Open first (overdue, then by due day, undated last), then done; newest first within. */
function byUrgency<T extends { dueOn: string | null; progress: Progress; isOverdue: boolean }>(a: T, b: T) {
  const doneA = a.progress.status === 'done' ? 1 : 0
  const doneB = b.progress.status === 'done' ? 1 : 0
  if (doneA !== doneB) return doneA - doneB
  if (a.isOverdue !== b.isOverdue) return a.isOverdue ? -1 : 1
  return (a.dueOn ?? '9999-12-31').localeCompare(b.dueOn ?? '9999-12-31')
}

/**
 * "Assigned to you": the member's assignments (to them and to everyone) with their progress
 * and whether each is overdue, most urgent first. Non-members are refused with 404.
 */
export async function assignedTo(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const member = await memberOf(db, userId)
  const rows = await assignmentRows(db, member.workspaceId, now, userId)
  const progress = await progressOf(db, [userId], rows, now)
  const today = utcDayOf(now)
  return rows
    .map((row) => {
      const p = progress(userId, row.kind, row.itemId)
      return { ...row, isForEveryone: row.assigneeId === null, progress: p, isOverdue: isOverdue(row.dueOn, p.status, today) }
    })
    .sort(byUrgency)
}

export type AssignedItem = Awaited<ReturnType<typeof assignedTo>>[number]

/** The open part of "Assigned to you" for a compact strip: the first few and the counts. */
export async function openAssignments(db: Db, { userId, limit = 3, now = new Date() }: { userId: string; limit?: number; now?: Date }) {
  const open = (await assignedTo(db, { userId, now })).filter((item) => item.progress.status !== 'done')
  return { items: open.slice(0, limit), open: open.length, overdue: open.filter((item) => item.isOverdue).length }
}

/**
 * Every assignment of the Admin's workspace with each assignee's progress: the member it
 * was given to, or every current member for an assignment to everyone. Admins only.
 */
export async function teamAssignments(db: Db, { actorId, now = new Date() }: { actorId: string; now?: Date }) {
  const admin = await adminOf(db, actorId)
  return assignmentsWithProgress(db, admin.workspaceId, now)
}

/** The workspace's assignments with every assignee's progress (for teamAssignments and team analytics). */
export async function assignmentsWithProgress(db: Db, workspaceId: string, now: Date) {
  const [rows, members] = await Promise.all([assignmentRows(db, workspaceId, now), listMembers(db, workspaceId)])
  const progress = await progressOf(db, members.map((m) => m.userId), rows, now)
  const today = utcDayOf(now)
  return rows.map((row) => {
    const people = (row.assigneeId ? members.filter((m) => m.userId === row.assigneeId) : members).map((m) => {
      const p = progress(m.userId, row.kind, row.itemId)
      return { userId: m.userId, name: m.name, progress: p, isOverdue: isOverdue(row.dueOn, p.status, today) }
    })
    return {
      ...row,
      isForEveryone: row.assigneeId === null,
      people,
      done: people.filter((p) => p.progress.status === 'done').length,
      overdue: people.filter((p) => p.isOverdue).length,
    }
  })
}

export type TeamAssignment = Awaited<ReturnType<typeof assignmentsWithProgress>>[number]

// ——— Shared collections ———

const adder = alias(users, 'adder')

/**
 * The workspace's collections, oldest first, each with its items newest first: title,
 * address, note, who added it and whether the caller may remove it (the one who added it,
 * or an Admin) or delete the collection (its creator, or an Admin). Members only.
 */
export async function listCollections(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const member = await memberOf(db, userId)
  const isAdmin = member.role === 'admin'
  const collections = await db
    .select({ id: workspaceCollections.id, name: workspaceCollections.name, createdBy: workspaceCollections.createdBy, createdAt: workspaceCollections.createdAt })
    .from(workspaceCollections)
    .where(eq(workspaceCollections.workspaceId, member.workspaceId))
    .orderBy(asc(workspaceCollections.createdAt), asc(workspaceCollections.name))
  const ids = collections.map((c) => c.id)
  const isKind = (kind: CollectionItemKind) => eq(workspaceCollectionItems.kind, kind)
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            id: workspaceCollectionItems.id,
            collectionId: workspaceCollectionItems.collectionId,
            kind: workspaceCollectionItems.kind,
            note: workspaceCollectionItems.note,
            addedBy: workspaceCollectionItems.addedBy,
            addedByName: adder.name,
            addedAt: workspaceCollectionItems.addedAt,
            title: sql<string | null>`coalesce(${articles.title}, ${videos.title}, ${podcasts.title})`,
            slug: sql<string | null>`coalesce(${articles.slug}, ${videos.slug}, ${podcasts.slug})`,
          })
          .from(workspaceCollectionItems)
          .leftJoin(articles, and(isKind('article'), eq(articles.id, workspaceCollectionItems.itemId), isPublicArticle(now)))
          .leftJoin(videos, and(isKind('video'), eq(videos.id, workspaceCollectionItems.itemId), isPublicVideo(now)))
          .leftJoin(podcasts, and(isKind('podcast'), eq(podcasts.id, workspaceCollectionItems.itemId), isPublicEpisode(now)))
          .leftJoin(adder, eq(adder.id, workspaceCollectionItems.addedBy))
          .where(inArray(workspaceCollectionItems.collectionId, ids))
          .orderBy(desc(workspaceCollectionItems.addedAt), desc(workspaceCollectionItems.id))
  return collections.map((collection) => ({
    id: collection.id,
    name: collection.name,
    createdAt: collection.createdAt,
    canDelete: isAdmin || collection.createdBy === userId,
    items: items.flatMap(({ collectionId, title, slug, addedBy, ...item }) =>
      collectionId === collection.id && title && slug ? [{ ...item, title, href: collectedItemHref(item.kind, slug), canRemove: isAdmin || addedBy === userId }] : [],
    ),
  }))
}

export type TeamCollection = Awaited<ReturnType<typeof listCollections>>[number]

/** A new shared collection (2 to 80 characters, unique in the workspace); any member may make one. */
export async function createCollection(db: Db, { userId, name }: { userId: string; name: string }) {
  const member = await memberOf(db, userId)
  const trimmed = name.trim().replace(/\s+/g, ' ')
  if (trimmed.length < 2 || trimmed.length > 80) throw refuse('team.error.collectionName', 400, 'invalid_input', 'name')
  const [row] = await db
    .insert(workspaceCollections)
    .values({ workspaceId: member.workspaceId, name: trimmed, createdBy: userId })
    .onConflictDoNothing()
    .returning({ id: workspaceCollections.id })
  if (!row) throw refuse('team.error.collectionExists', 409, 'conflict', 'name')
  return row.id
}

async function collectionOf(db: Db, member: TeamMember, collectionId: string) {
  if (!isUuid(collectionId)) throw refuse('team.error.collectionNotFound', 404, 'not_found')
  const [row] = await db
    .select({ id: workspaceCollections.id, createdBy: workspaceCollections.createdBy })
    .from(workspaceCollections)
    .where(and(eq(workspaceCollections.id, collectionId), eq(workspaceCollections.workspaceId, member.workspaceId)))
  if (!row) throw refuse('team.error.collectionNotFound', 404, 'not_found')
  return row
}

/** A published article, video or episode by slug, or null. */
async function collectableItem(db: Db, kind: CollectionItemKind, slug: string, now: Date) {
  const table = kind === 'article' ? articles : kind === 'video' ? videos : podcasts
  const isPublicItem = kind === 'article' ? isPublicArticle(now) : kind === 'video' ? isPublicVideo(now) : isPublicEpisode(now)
  const [row] = await db
    .select({ id: table.id, title: table.title })
    .from(table as typeof articles)
    .where(and(eq(table.slug, slug), isPublicItem))
  return row ?? null
}

/**
 * Saves an article, video or episode to a collection of the member's workspace, by its
 * address, with a note of at most 280 characters. An item is in a collection once.
 */
export async function addToCollection(
  db: Db,
  { userId, collectionId, link, note = '', now = new Date() }: { userId: string; collectionId: string; link: string; note?: string; now?: Date },
) {
  const member = await memberOf(db, userId)
  const collection = await collectionOf(db, member, collectionId)
  const text = note.trim()
  if (text.length > NOTE_MAX) throw refuse('team.error.noteTooLong', 400, 'invalid_input', 'note')
  const target = parseItemLink(link)
  if (!target) throw refuse('team.error.linkInvalid', 400, 'invalid_input', 'link')
  const item = await collectableItem(db, target.kind, target.slug, now)
  if (!item) throw refuse('team.error.linkNotFound', 400, 'invalid_input', 'link')
  const [row] = await db
    .insert(workspaceCollectionItems)
    .values({ collectionId: collection.id, kind: target.kind, itemId: item.id, note: text, addedBy: userId, addedAt: now })
    .onConflictDoNothing()
    .returning({ id: workspaceCollectionItems.id })
  if (!row) throw refuse('team.error.alreadyInCollection', 409, 'conflict', 'link')
  return { id: row.id, kind: target.kind, title: item.title }
}

/** Removes an item from a collection: the member who added it or an Admin (others: 403). */
export async function removeFromCollection(db: Db, { userId, itemId }: { userId: string; itemId: string }) {
  const member = await memberOf(db, userId)
  if (!isUuid(itemId)) throw refuse('team.error.itemGone', 404, 'not_found')
  const [item] = await db
    .select({ id: workspaceCollectionItems.id, addedBy: workspaceCollectionItems.addedBy })
    .from(workspaceCollectionItems)
    .innerJoin(workspaceCollections, eq(workspaceCollections.id, workspaceCollectionItems.collectionId))
    .where(and(eq(workspaceCollectionItems.id, itemId), eq(workspaceCollections.workspaceId, member.workspaceId)))
  if (!item) throw refuse('team.error.itemGone', 404, 'not_found')
  if (item.addedBy !== userId && member.role !== 'admin') throw refuse('team.error.removeNotAllowed', 403, 'not_allowed')
  await db.delete(workspaceCollectionItems).where(eq(workspaceCollectionItems.id, item.id))
}

/** Deletes a collection and its items: the member who created it or an Admin (others: 403). */
export async function deleteCollection(db: Db, { userId, collectionId }: { userId: string; collectionId: string }) {
  const member = await memberOf(db, userId)
  const collection = await collectionOf(db, member, collectionId)
  if (collection.createdBy !== userId && member.role !== 'admin') throw refuse('team.error.deleteNotAllowed', 403, 'not_allowed')
  await db.delete(workspaceCollections).where(eq(workspaceCollections.id, collection.id))
}
