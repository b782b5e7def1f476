import { getDb } from '../db/client.server'
import { ActivityList } from '../workspaces/components/activity-list'
import { listMembers, workspaceChanges } from '../workspaces/workspaces.server'
import { requireWorkspaceAdmin } from '../workspaces/require-admin.server'
import type { Route } from './+types/workspace.activity'

/** The workspace's recent changes, for its Admins (Users get 403, members of no workspace 404). */
export async function loader({ request }: Route.LoaderArgs) {
  const { workspaceId } = await requireWorkspaceAdmin(request)
  const db = getDb()
  const [changes, members] = await Promise.all([workspaceChanges(db, workspaceId), listMembers(db, workspaceId)])
  const names = new Map(members.map((member) => [member.userId, member.name]))
  const entries = changes.map((change) => {
    const { userId, role, by, name, from, to, domain, allowDomainJoin, title, assigneeId, prefix, url, event, protocol, isEnabled, isSsoRequired } = change.details
    return {
      action: change.action,
      at: change.at,
      actorName: change.actorName,
      memberName: typeof userId === 'string' ? (names.get(userId) ?? null) : null,
      // Only what the sentences use: invitation ids and member ids stay on the server.
      details: { role, by, name, from, to, domain, allowDomainJoin, title, toOneMember: typeof assigneeId === 'string', prefix, url, event, protocol, isEnabled, isSsoRequired },
    }
  })
  return { entries }
}

export default function WorkspaceActivity({ loaderData }: Route.ComponentProps) {
  return <ActivityList entries={loaderData.entries} />
}
