import { data, Link, useNavigation } from 'react-router'
import { appErrorResponse, notFound } from '../lib/error-responses.server'
import { userActionSchema } from '../admin/people/schemas'
import { applyUserAction } from '../admin/people/user-actions.server'
import { getUserDetail } from '../admin/people/user-detail.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader } from '../admin/components/admin-ui'
import { AccountBadge, RoleBadge, TierBadge } from '../admin/components/people/people-badges'
import { UserActionsPanel } from '../admin/components/people/user-actions-panel'
import { ActivityPanel, AuditPanel, SessionsPanel } from '../admin/components/people/user-activity'
import { ProfilePanel, SubscriptionPanel } from '../admin/components/people/user-overview'
import { FormMessage } from '../ui/forms'
import { StickyColumn } from '../ui/sticky-column'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.users.$id'
import { parseForm } from '../lib/parse-form.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'people.manage')
  const detail = params.id.length <= 100 ? await getUserDetail(getDb(), params.id) : null
  if (!detail) throw notFound()
  return { ...detail, isSelf: detail.user.id === admin.id }
}

type UserActionResult = { ok: boolean; intent: string; message: string; values?: Record<string, string> }

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'people.manage')
  const parsed = await parseForm(request, userActionSchema, { fallbackMessage: 'Unknown action.' })
  const { values } = parsed
  const intent = values.intent ?? ''
  if (!parsed.ok) return parsed.reply<UserActionResult>({ ok: false, intent, message: parsed.message })
  try {
    const outcome = await applyUserAction(getDb(), { id: admin.id }, params.id, parsed.data)
    return data<UserActionResult>({ ok: true, intent, message: outcome.message })
  } catch (error) {
    return appErrorResponse(error, ({ message }): UserActionResult => ({ ok: false, intent, message, values }))
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.user.name ?? 'User'} · Users · Admin` }, { name: 'robots', content: 'noindex' }]

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, subscription, subscriptions, activity, sessions, audit, isSelf, workspace } = loaderData
  const navigation = useNavigation()
  const pendingIntent = navigation.state !== 'idle' && navigation.formMethod === 'POST' ? String(navigation.formData?.get('intent') ?? '') : null
  return (
    <>
      <Link to="/admin/users" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-300">← Users</Link>
      <div className="mt-4">
        <AdminHeader
          title={user.name}
          description={user.email}
          actions={<div className="flex gap-2" data-testid="user-badges"><RoleBadge role={user.role} /><TierBadge tier={user.tier} /><AccountBadge isSuspended={user.isSuspended} /></div>}
        />
      </div>
      {actionData ? (
        <div className="mt-6" data-testid="action-result">
          <FormMessage tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage>
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <StickyColumn isLastOnWide>
          <UserActionsPanel
            user={user}
            subscription={subscription}
            sessionCount={sessions.length}
            isSelf={isSelf}
            pendingIntent={pendingIntent}
            typedTier={actionData && !actionData.ok ? actionData.values?.tier : undefined}
          />
        </StickyColumn>
        <div className="min-w-0 space-y-6">
          <ProfilePanel user={user} />
          <SubscriptionPanel subscription={subscription} subscriptions={subscriptions} tier={user.tier} workspace={workspace} />
          <ActivityPanel activity={activity} />
          <SessionsPanel sessions={sessions} />
          <AuditPanel audit={audit} />
        </div>
      </div>
    </>
  )
}
