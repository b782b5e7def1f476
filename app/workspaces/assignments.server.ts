import { and, asc, eq } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { courses, learningPaths, tutorials, users, workspaceAssignments, type AssignmentKind } from '../db/schema'
import { isPublishedNow } from '../lib/publication.server'
import { sendEmails } from '../email/mailer.server'
import { workspaceAssignmentEmail } from '../email/templates'
import { formatDate } from '../lib/dates'
import { notify } from '../notifications/notifications.server'
import { assignableTable } from './item-tables.server'
import { adminOf, refuse } from './members.server'
import { assignedItemHref, assignmentKindList, utcDayOf } from './learning'
import { listMembers, recordWorkspaceChange } from './workspaces.server'
import { isUuid } from '../lib/uuid'

/** Assigning courses, learning paths and tutorials to a workspace's members, and withdrawing them. */

/** A published course, learning path or tutorial by id, or null. */
async function assignableItem(db: Db, kind: AssignmentKind, itemId: string, now: Date) {
  if (kind === 'course') {
    const [row] = await db.select({ id: courses.id, title: courses.title, slug: courses.slug }).from(courses).where(and(eq(courses.id, itemId), isPublishedNow(courses, now)))
    return row ?? null
  }
  if (kind === 'path') {
    const [row] = await db
      .select({ id: learningPaths.id, title: learningPaths.title, slug: learningPaths.slug })
      .from(learningPaths)
      .where(and(eq(learningPaths.id, itemId), eq(learningPaths.status, 'published')))
    return row ?? null
  }
  const [row] = await db.select({ id: tutorials.id, title: tutorials.title, slug: tutorials.slug }).from(tutorials).where(and(eq(tutorials.id, itemId), isPublishedNow(tutorials, now)))
  return row ?? null
}

/** What the assign form offers an Admin: every published course, path and tutorial by title, and the members. */
export async function assignChoices(db: Db, { actorId, now = new Date() }: { actorId: string; now?: Date }) {
  const admin = await adminOf(db, actorId)
  const [courseRows, pathRows, tutorialRows, members] = await Promise.all([
    db.select({ id: courses.id, title: courses.title }).from(courses).where(isPublishedNow(courses, now)).orderBy(asc(courses.title)),
    db.select({ id: learningPaths.id, title: learningPaths.title }).from(learningPaths).where(eq(learningPaths.status, 'published')).orderBy(asc(learningPaths.title)),
    db.select({ id: tutorials.id, title: tutorials.title }).from(tutorials).where(isPublishedNow(tutorials, now)).orderBy(asc(tutorials.title)),
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
  if (!kind || !isUuid(input.itemId)) throw refuse('workspaceLearning.error.itemMissing', 400, 'invalid_input', 'item')
  const item = await assignableItem(db, kind, input.itemId, now)
  if (!item) throw refuse('workspaceLearning.error.itemNotFound', 400, 'invalid_input', 'item')
  const dueOn = input.dueOn?.trim() || null
  if (dueOn !== null) {
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(dueOn) ? new Date(`${dueOn}T00:00:00Z`) : null
    if (!parsed || Number.isNaN(parsed.getTime()) || utcDayOf(parsed) !== dueOn) throw refuse('workspaceLearning.error.dueInvalid', 400, 'invalid_input', 'dueOn')
    if (dueOn < utcDayOf(now)) throw refuse('workspaceLearning.error.dueInPast', 400, 'invalid_input', 'dueOn')
  }
  const assigneeId = input.assigneeId?.trim() || null
  const members = await listMembers(db, admin.workspaceId)
  if (assigneeId !== null && !members.some((m) => m.userId === assigneeId)) throw refuse('workspaceLearning.error.assigneeNotMember', 400, 'invalid_input', 'assignee')

  const id = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(workspaceAssignments)
      .values({ workspaceId: admin.workspaceId, kind, itemId: item.id, assigneeId, dueOn, assignedBy: admin.userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: workspaceAssignments.id })
      .catch((error: unknown) => {
        // The member left between the check and the insert (the reference to their membership).
        if ((error as { code?: string; cause?: { code?: string } }).code === '23503' || (error as { cause?: { code?: string } }).cause?.code === '23503') {
          throw refuse('workspaceLearning.error.assigneeNotMember', 400, 'invalid_input', 'assignee')
        }
        throw error
      })
    if (rows.length === 0) throw refuse(assigneeId ? 'workspaceLearning.error.alreadyAssignedMember' : 'workspaceLearning.error.alreadyAssignedEveryone', 409, 'conflict', 'item')
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
  const due = dueOn ? formatDate(dueOn, 'en') : null
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
  const table = assignableTable(kind)
  const [row] = await db.select({ title: table.title }).from(table as typeof courses).where(eq(table.id, itemId))
  return row?.title ?? null
}

/** Withdraws an assignment of the Admin's workspace; 404 when it is not there (any more). */
export async function unassign(db: Db, { actorId, assignmentId }: { actorId: string; assignmentId: string }) {
  const admin = await adminOf(db, actorId)
  if (!isUuid(assignmentId)) throw refuse('workspaceLearning.error.assignmentNotFound', 404, 'not_found')
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(workspaceAssignments)
      .where(and(eq(workspaceAssignments.id, assignmentId), eq(workspaceAssignments.workspaceId, admin.workspaceId)))
      .returning({ kind: workspaceAssignments.kind, itemId: workspaceAssignments.itemId, assigneeId: workspaceAssignments.assigneeId })
    if (!removed) throw refuse('workspaceLearning.error.assignmentNotFound', 404, 'not_found')
    const title = await itemTitle(tx as unknown as Db, removed.kind, removed.itemId)
    await recordWorkspaceChange(tx, { actorId: admin.userId, workspaceId: admin.workspaceId, action: 'unassign', details: { assignmentId, ...removed, title } })
  })
}
