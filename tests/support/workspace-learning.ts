import type { Db } from '../../app/db/client.server'
import { createUser } from '../../app/db/seed/factories'
import { createCourse, createLesson } from '../../app/db/seed/learning-factories'
import { writeViews } from '../../app/analytics/view-counter.server'
import { AppError } from '../../app/lib/app-error'
import { signedInMember } from './sign-in'
import { enterpriseWorkspaceOf, joinByInvitation } from './workspaces'

export const DAY = 86_400_000
export const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/** The AppError a call is refused with, or null when it succeeds. */
export const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof AppError ? error : Promise.reject(error)))

/** An Enterprise subscriber's workspace with members who joined through invitations. */
export async function team(db: Db, names: string[], { now = new Date() } = {}) {
  const owner = await createUser(db, { name: 'Ada Owner' })
  const workspaceId = await enterpriseWorkspaceOf(db, owner, 'Northwind Learning', now)
  const members = []
  for (const name of names) {
    const member = await createUser(db, { name })
    await joinByInvitation(db, { workspaceId, actor: owner, member })
    members.push(member)
  }
  return { owner, workspaceId, members }
}

/** A signed-in Admin of a new workspace and a signed-in User of it, for the route tests. */
export async function signedInTeam(db: Db, names: { admin: string; workspace: string; member: string }) {
  const admin = await signedInMember(db, { name: names.admin })
  const workspaceId = await enterpriseWorkspaceOf(db, admin.user, names.workspace)
  const member = await signedInMember(db, { name: names.member })
  await joinByInvitation(db, { workspaceId, actor: admin.user, member: member.user })
  return { admin, member }
}

export async function courseWithLessons(db: Db, count: number, title?: string) {
  const course = await createCourse(db, title ? { title } : {})
  const lessons = []
  for (let i = 0; i < count; i++) lessons.push(await createLesson(db, course.id, { title: `Lesson ${i + 1}` }))
  return { course, lessons }
}

/** A member's view of an item, the way the site's view counter writes it (reader "u:<id>"). */
export const view = (db: Db, kind: 'article' | 'tutorial' | 'video', itemId: string, userId: string, at: Date) =>
  writeViews(db, [{ kind, itemId, reader: `u:${userId}`, hour: new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString() }])
