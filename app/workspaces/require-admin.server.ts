import { requireUser } from '../accounts/session.server'
import { forbidden, notFound } from '../lib/error-responses.server'

/** The signed-in Admin and their workspace; members of no workspace get 404, Users 403 (Access Denied). */
export async function requireWorkspaceAdmin(request: Request) {
  const user = await requireUser(request)
  if (!user.workspace) throw notFound()
  if (user.workspace.role !== 'admin') throw forbidden({ reason: 'forbidden' })
  return { user, workspaceId: user.workspace.workspaceId }
}
