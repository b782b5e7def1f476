import { eq } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.server'
import type { Db } from '../db/client.server'
import { users } from '../db/schema'
import type { Role } from '../db/schema/accounts'
import { AppError } from '../lib/app-error'

// A person's role on the site, changed in the admin console (an admin as `actor`) or from a shell
// (`npm run admin`, `actor.id` null).

/**
 * Makes a user an admin or a plain user. Admins cannot remove their own admin role, and the last
 * admin who can sign in cannot be demoted: the site would have nobody to run it.
 */
export async function changeRole(db: Db, input: { actor: { id: string | null }; userId: string; role: Role }): Promise<{ changed: boolean; message: string }> {
  if (input.actor.id === input.userId && input.role !== 'admin') {
    throw new AppError('not_allowed', 400, 'admin.error.ownAdminRole')
  }
  return db.transaction(async (tx) => {
    // Every admin row is locked first, so two demotions at once cannot each leave the other admin.
    const admins = await tx.select({ id: users.id, isSuspended: users.isSuspended }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update')
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId)).for('update')
    if (!target) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: 'user' } })
    if (target.role === input.role) return { changed: false, message: `The role is already ${input.role}.` }
    if (target.role === 'admin' && !admins.some((admin) => admin.id !== input.userId && !admin.isSuspended)) {
      throw new AppError('not_allowed', 409, 'admin.error.lastAdmin')
    }
    await tx.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, input.userId))
    await recordAudit(tx, { actorId: input.actor.id, action: 'user.role_changed', targetType: 'user', targetId: input.userId, details: { from: target.role, to: input.role } })
    return { changed: true, message: `Role changed to ${input.role}.` }
  })
}

