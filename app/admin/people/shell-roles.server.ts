import { OperatorRefusal, userByEmail } from '../../accounts/operator-accounts.server'
import type { Role } from '../../accounts/roles'
import type { Db } from '../../db/client.server'
import { AppError } from '../../lib/app-error'
import { changeRole } from './user-actions.server'

/**
 * `npm run admin -- promote|demote`: gives the account with `email` a role (admin, another staff role or plain member)
 * through the console's own rules (never the last admin), audited as the shell.
 */
export async function setRoleByEmail(db: Db, email: string, role: Role) {
  const user = await userByEmail(db, email)
  try {
    return await changeRole(db, { actor: { id: null }, userId: user.id, role })
  } catch (error) {
    if (error instanceof AppError) throw new OperatorRefusal(error.message)
    throw error
  }
}
