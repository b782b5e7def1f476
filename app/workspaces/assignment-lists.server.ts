import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { courses, learningPaths, tutorials, users, workspaceAssignments, type AssignmentKind } from '../db/schema'
import { isPublishedNow } from '../lib/publication.server'
import { adminOf, memberOf } from './members.server'
import { progressOf } from './progress.server'
import { assignedItemHref, isOverdue, utcDayOf, type Progress } from './learning'
import { listMembers } from './workspaces.server'

/** Assignments as members and Admins see them: each with its assignees' progress. */

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
    .leftJoin(courses, and(isKind('course'), eq(courses.id, workspaceAssignments.itemId), isPublishedNow(courses, now)))
    .leftJoin(learningPaths, and(isKind('path'), eq(learningPaths.id, workspaceAssignments.itemId), eq(learningPaths.status, 'published')))
    .leftJoin(tutorials, and(isKind('tutorial'), eq(tutorials.id, workspaceAssignments.itemId), isPublishedNow(tutorials, now)))
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
export async function learningAssignments(db: Db, { actorId, now = new Date() }: { actorId: string; now?: Date }) {
  const admin = await adminOf(db, actorId)
  return assignmentsWithProgress(db, admin.workspaceId, now)
}

/** The workspace's assignments with every assignee's progress (for learningAssignments and team analytics). */
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

export type LearningAssignment = Awaited<ReturnType<typeof assignmentsWithProgress>>[number]
