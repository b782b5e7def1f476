import { eq } from 'drizzle-orm'
import type { Db } from '../../app/db/client.server'
import { workspaceMembers, workspaces } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { memberCount, seatsOf } from '../../app/workspaces/workspaces.server'
import { enterpriseWorkspaceOf } from './workspaces'

/** An Enterprise workspace whose Admin has verified a fresh company domain (the DNS step is its own test). */
export async function workspaceWithVerifiedDomain(db: Db) {
  const domain = `corp-${uniqueSuffix()}.example`
  const owner = await createUser(db, { email: `owner@${domain}`, name: 'Olga Owner' })
  const workspaceId = await enterpriseWorkspaceOf(db, owner, `Corp ${uniqueSuffix()}`)
  await db.update(workspaces).set({ domain, domainVerifiedAt: new Date() }).where(eq(workspaces.id, workspaceId))
  return { workspaceId, owner, domain }
}

/** Takes every free seat of the workspace with members from elsewhere. */
export async function fillSeats(db: Db, workspaceId: string) {
  const free = (await seatsOf(db, workspaceId)) - (await memberCount(db, workspaceId))
  for (let i = 0; i < free; i++) {
    const member = await createUser(db)
    await db.insert(workspaceMembers).values({ workspaceId, userId: member.id, role: 'user' })
  }
}
