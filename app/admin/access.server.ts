import { requireUser, type SessionUser } from '../accounts/session.server'
import { forbidden } from '../lib/error-responses.server'
import { can, type Permission } from './permissions'

/**
 * The signed-in staff member when their role holds `permission` (app/admin/permissions.ts);
 * anyone else signed in gets 403 (the Access Denied view), visitors the login page. Every
 * admin loader and action calls it itself: the console's layout does not protect its pages.
 */
export async function requirePermission(request: Request, permission: Permission): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!can(user.role, permission)) throw forbidden({ reason: 'forbidden' })
  return user
}
