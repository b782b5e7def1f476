import { subscribeLocal } from '../../app/billing/local/local-subscribe.server'
import type { Db } from '../../app/db/client.server'
import { acceptInvitation, inviteMember } from '../../app/workspaces/invitations.server'
import { createWorkspace } from '../../app/workspaces/workspaces.server'
import { approve } from './billing'

/** Subscribes `owner` to Enterprise with an approved test card, then makes their workspace; gives its id. */
export async function enterpriseWorkspaceOf(db: Db, owner: { id: string }, name: string, now = new Date()) {
  await subscribeLocal(db, { userId: owner.id, planId: 'enterprise-month', card: approve, now })
  return createWorkspace(db, { userId: owner.id, name })
}

/** `member` joins the workspace through an invitation `actor` sends, as a User. */
export async function joinByInvitation(db: Db, { workspaceId, actor, member }: { workspaceId: string; actor: { id: string; name: string }; member: { id: string; email: string } }) {
  const { token } = await inviteMember(db, { workspaceId, actor, email: member.email })
  await acceptInvitation(db, { token, user: member })
}
