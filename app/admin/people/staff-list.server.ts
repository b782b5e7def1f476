import { asc, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { users } from '../../db/schema'
import { staffRoles } from '../../accounts/roles'

const rolesByRank = [...staffRoles].reverse().map((role) => sql`${role}`)

/** Everyone on the staff: admins first, then editors, support, authors and contributors, by name within a role. */
export async function listStaff(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, isSuspended: users.isSuspended })
    .from(users)
    .where(ne(users.role, 'user'))
    .orderBy(sql`array_position(ARRAY[${sql.join(rolesByRank, sql`, `)}]::text[], ${users.role})`, asc(users.name))
}
