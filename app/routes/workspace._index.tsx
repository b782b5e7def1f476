import { data, redirect } from 'react-router'
import { z } from 'zod'
import { requireUser, type SessionUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { notFound } from '../lib/error-responses.server'
import type { FormValues } from '../lib/form-values'
import { parseForm } from '../lib/parse-form.server'
import { useT } from '../i18n/i18n'
import { FormMessage } from '../ui/forms'
import { MembersPanel } from '../workspaces/components/members-panel'
import { NoWorkspace } from '../workspaces/components/no-workspace'
import type { WorkspaceFormResult } from '../workspaces/components/workspace-ui'
import { workspaceFormRefusal } from '../workspaces/form-refusal.server'
import { inviteMember, listInvitations, revokeInvitation } from '../workspaces/invitations.server'
import { endOwnPlanOnJoining, joinableWorkspaces, joinByDomain, joinedNotice, renewingOwnPlan } from '../workspaces/settings.server'
import { changeRole, createWorkspace, listMembers, removeMember, workspaceSummary } from '../workspaces/workspaces.server'
import { supportContactOf } from '../support/staff-actions.server'
import type { Route } from './+types/workspace._index'

const notices = ['created', 'joined', 'joinedCanceled', 'joinedCancelFailed', 'left'] as const

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const db = getDb()
  const notice = z.enum(notices).nullable().catch(null).parse(new URL(request.url).searchParams.get('notice'))
  if (!user.workspace) {
    const joinable = await joinableWorkspaces(db, user.id)
    return {
      notice,
      noWorkspace: { canCreate: user.ownTier === 'enterprise', joinable, ownPlan: joinable.length > 0 ? await renewingOwnPlan(db, user.id) : null },
      members: null,
    }
  }
  const { workspaceId, role } = user.workspace
  const summary = await workspaceSummary(db, workspaceId)
  if (!summary) throw notFound()
  const isAdmin = role === 'admin'
  const [members, invitations, supportContact] = await Promise.all([listMembers(db, workspaceId), isAdmin ? listInvitations(db, workspaceId) : [], supportContactOf(db, summary.supportContactId)])
  return {
    notice,
    noWorkspace: null,
    members: {
      workspaceName: summary.name,
      supportContact,
      myId: user.id,
      isAdmin,
      billingUserId: summary.billingUserId,
      seats: { used: summary.seatsUsed, included: summary.seats },
      members: members.map(({ userId, name, email, role: memberRole, joinedAt }) => ({ userId, name, email, role: memberRole, joinedAt })),
      invitations,
    },
  }
}

const roleField = z.enum(['admin', 'user'])
const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), name: z.string().max(200) }),
  z.object({ intent: z.literal('join-domain'), workspaceId: z.uuid(), cancelOwn: z.literal('on').optional() }),
  z.object({ intent: z.literal('invite'), email: z.string().max(320), role: roleField }),
  z.object({ intent: z.enum(['resend', 'revoke']), invitationId: z.uuid() }),
  z.object({ intent: z.literal('role'), userId: z.string().min(1).max(100), role: roleField }),
  z.object({ intent: z.literal('remove'), userId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal('leave') }),
])
type Form = z.output<typeof formSchema>

const answer = (result: WorkspaceFormResult, status = 200) => data(result, { status })
const refuse = (intent: string, refusal: NonNullable<WorkspaceFormResult['refusal']>, status: number, values: FormValues = {}) =>
  answer({ intent, ok: false, message: null, refusal, errors: {}, values }, status)

/** Create or join a workspace; Admins invite, re-send, revoke, change roles and remove; anyone may leave. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, formSchema, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return parsed.reply<Omit<WorkspaceFormResult, 'errors' | 'values'>>({ intent: parsed.values.intent ?? '', ok: false, message: parsed.message })
  const form = parsed.data
  try {
    return await run(user, form, parsed.values)
  } catch (error) {
    return workspaceFormRefusal(error, form.intent, parsed.values)
  }
}

async function run(user: SessionUser, form: Form, values: FormValues) {
  const db = getDb()
  if (form.intent === 'create') {
    await createWorkspace(db, { userId: user.id, name: form.name })
    return redirect('/workspace?notice=created')
  }
  if (form.intent === 'join-domain') {
    await joinByDomain(db, { user, workspaceId: form.workspaceId })
    const ownPlan = form.cancelOwn === 'on' ? await endOwnPlanOnJoining(db, user.id) : 'none'
    return redirect(`/workspace?notice=${joinedNotice[ownPlan]}`)
  }
  const workspace = user.workspace
  if (!workspace) return refuse(form.intent, 'noWorkspace', 404, values)
  const { workspaceId } = workspace
  if (form.intent === 'leave') {
    await removeMember(db, { workspaceId, actorId: user.id, userId: user.id })
    return redirect('/workspace?notice=left')
  }
  if (workspace.role !== 'admin') return refuse(form.intent, 'adminsOnly', 403, values)
  const done = (result: Pick<WorkspaceFormResult, 'done' | 'email'>) => answer({ intent: form.intent, ok: true, message: null, errors: {}, values: {}, ...result })
  switch (form.intent) {
    case 'invite': {
      await inviteMember(db, { workspaceId, actor: user, email: form.email, role: form.role })
      return done({ done: 'invited', email: form.email.trim().toLowerCase() })
    }
    case 'resend': {
      const invitation = (await listInvitations(db, workspaceId)).find((open) => open.id === form.invitationId)
      if (!invitation) return refuse(form.intent, 'invitationGone', 404)
      // Inviting the address again replaces the earlier link with a new one, valid for another 7 days.
      await inviteMember(db, { workspaceId, actor: user, email: invitation.email, role: invitation.role })
      return done({ done: 'resent', email: invitation.email })
    }
    case 'revoke': {
      const isRevoked = await revokeInvitation(db, { workspaceId, actorId: user.id, invitationId: form.invitationId })
      return isRevoked ? done({ done: 'revoked' }) : refuse(form.intent, 'invitationGone', 404)
    }
    case 'role':
      await changeRole(db, { workspaceId, actorId: user.id, userId: form.userId, role: form.role })
      return done({ done: 'roleChanged' })
    case 'remove':
      await removeMember(db, { workspaceId, actorId: user.id, userId: form.userId })
      return done({ done: 'removed' })
  }
}

export default function WorkspaceMembers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { notice, noWorkspace, members } = loaderData
  const result = actionData as WorkspaceFormResult | undefined
  const workspace = members?.workspaceName ?? ''
  return (
    <div className="space-y-6">
      {notice && !result ? (
        <div data-testid="workspace-notice">
          <FormMessage tone={notice === 'joinedCancelFailed' ? 'info' : 'success'}>{t(`workspace.notice.${notice}`, { workspace })}</FormMessage>
        </div>
      ) : null}
      {members?.supportContact ? (
        <p className="rounded-2xl border border-slate-200 p-4 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300" data-testid="support-contact">
          {t('workspace.supportContact', { name: members.supportContact })}
        </p>
      ) : null}
      {members ? <MembersPanel view={members} result={result} /> : null}
      {noWorkspace ? <NoWorkspace view={noWorkspace} result={result} /> : null}
    </div>
  )
}
