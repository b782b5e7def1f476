import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { workspaceMembers, workspaces } from '../db/schema'
import type { enWorkspaceLearning } from '../i18n/en/workspace-learning'
import { AppError, type AppErrorCode, type AppErrorStatus } from '../lib/app-error'

/**
 * Who may do what in a workspace's learning (assignments, progress, shared collections), and
 * how its refusals read.
 */

type ErrorKey = keyof typeof enWorkspaceLearning & `workspaceLearning.error.${string}`

/** A refusal naming its `workspaceLearning.error.*` message: routes show it in the reader's language. */
export function refuse(key: ErrorKey, status: AppErrorStatus, code: AppErrorCode, field?: string) {
  return new AppError(code, status, key, { field })
}


export interface LearningMember {
  userId: string
  workspaceId: string
  workspaceName: string
  role: 'admin' | 'user'
}

/** The caller's workspace and role; a caller outside any workspace is refused with 404. */
export async function memberOf(db: Db, userId: string): Promise<LearningMember> {
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId, workspaceName: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
  if (!row) throw refuse('workspaceLearning.error.notMember', 404, 'not_found')
  return { userId, ...row }
}

/** The caller as an Admin of their workspace: Users are refused with 403, non-members with 404. */
export async function adminOf(db: Db, userId: string, key: ErrorKey = 'workspaceLearning.error.adminOnly'): Promise<LearningMember> {
  const member = await memberOf(db, userId)
  if (member.role !== 'admin') throw refuse(key, 403, 'not_allowed')
  return member
}
