import { useId } from 'react'
import { Form } from 'react-router'
import type { UserDetail } from '../../people/user-detail.server'
import { AdminPanel, adminButton, adminInput, adminTime } from '../admin-ui'
import { ConfirmAction } from './confirm-action'
import { roleDescriptions, roleLabels, roles } from '../../../accounts/roles'
import { capitalize } from './people-badges'

type Props = {
  user: UserDetail['user']
  subscription: UserDetail['subscription']
  sessionCount: number
  isSelf: boolean
  pendingIntent: string | null
  /** The tier the admin chose in a form that came back with an error. */
  typedTier?: string
}

const heading = 'text-sm font-semibold text-slate-900 dark:text-white'
const note = 'mt-1 text-xs text-slate-600 dark:text-slate-400'

/** Role, tier and access changes of one user; every change is audited. */
export function UserActionsPanel({ user, subscription, sessionCount, isSelf, pendingIntent, typedTier }: Props) {
  const tierId = useId()
  const ackId = useId()
  const roleId = useId()
  const isAdmin = user.role === 'admin'
  return (
    <AdminPanel title="Manage" testId="user-actions">
      {isSelf ? (
        <p className="mb-4 rounded-xl bg-sky-50 p-3 text-xs text-sky-900 dark:bg-sky-950 dark:text-sky-200">
          This is your own account: you cannot remove your admin role, suspend it or sign it out from here.
        </p>
      ) : null}
      <div className="space-y-6">
        <section>
          <h3 className={heading}>Role</h3>
          <p className={note}>Staff roles open the console; each sees only what the role allows. Every change is recorded in the audit log.</p>
          <Form method="post" className="mt-3 space-y-2">
            <div className="flex gap-2">
              <label htmlFor={roleId} className="sr-only">Role</label>
              <select id={roleId} name="role" defaultValue={user.role} className={adminInput} disabled={isSelf && isAdmin} aria-describedby={`${roleId}-help`}>
                {roles.map((role) => <option key={role} value={role}>{roleLabels[role]}</option>)}
              </select>
              <button type="submit" name="intent" value="role" className={adminButton.secondary} disabled={(isSelf && isAdmin) || pendingIntent === 'role'}>
                {pendingIntent === 'role' ? 'Saving…' : 'Change role'}
              </button>
            </div>
            <ul id={`${roleId}-help`} className="space-y-1 text-xs text-slate-600 dark:text-slate-400">
              {roles.map((role) => <li key={role}><strong className="text-slate-800 dark:text-slate-200">{roleLabels[role]}:</strong> {roleDescriptions[role]}</li>)}
            </ul>
          </Form>
        </section>

        <section>
          <h3 className={heading}>Tier</h3>
          <p className={note}>Entitlements (premium content, ads, API) follow this tier. Changing it here is an admin override, recorded in the audit log.</p>
          {subscription ? (
            <div role="note" className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-xs text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200" data-testid="tier-warning">
              <strong>Paid subscription:</strong> {subscription.planName} ({subscription.interval === 'year' ? 'yearly' : 'monthly'}), {subscription.status.replace('_', ' ')}, period ends {adminTime(subscription.currentPeriodEnd)}.
              An override does not change billing: the member keeps being charged, and the next billing change or renewal sets the tier back to {capitalize(subscription.planTier)}.
            </div>
          ) : null}
          <Form method="post" className="mt-3 space-y-3">
            <div className="flex gap-2">
              <label htmlFor={tierId} className="sr-only">Tier</label>
              <select id={tierId} name="tier" defaultValue={typedTier ?? user.tier} className={adminInput}>
                <option value="free">Free</option>
                <option value="premium">Premium</option>
                <option value="enterprise">Enterprise</option>
              </select>
              <button type="submit" name="intent" value="tier" className={adminButton.secondary} disabled={pendingIntent === 'tier'}>
                {pendingIntent === 'tier' ? 'Saving…' : 'Save'}
              </button>
            </div>
            {subscription ? (
              <div className="flex items-start gap-2 text-xs">
                <input id={ackId} type="checkbox" name="acknowledgeSubscription" className="mt-0.5" />
                <label htmlFor={ackId}>Override the subscription’s tier</label>
              </div>
            ) : null}
          </Form>
        </section>

        <section>
          <h3 className={heading}>Access</h3>
          <p className={note}>
            {sessionCount === 1 ? '1 active session.' : `${sessionCount} active sessions.`} Suspended members cannot sign in; their billing is not changed.
          </p>
          <div className="mt-3 flex flex-col items-start gap-3">
            {user.isSuspended ? (
              <Form method="post">
                <button type="submit" name="intent" value="restore" className={adminButton.primary} disabled={pendingIntent === 'restore'}>
                  {pendingIntent === 'restore' ? 'Restoring…' : 'Restore account'}
                </button>
              </Form>
            ) : (
              <ConfirmAction key="suspend" intent="suspend" label="Suspend account" confirmLabel="Yes, suspend" isPending={pendingIntent === 'suspend'} isDisabled={isSelf}>
                {user.name} is signed out on every device at once and cannot sign in until the account is restored.
              </ConfirmAction>
            )}
            <ConfirmAction key="sign-out" intent="sign-out" label="Sign out everywhere" confirmLabel="Yes, sign out" isPending={pendingIntent === 'sign-out'} isDisabled={isSelf}>
              Ends all {sessionCount === 1 ? '1 session' : `${sessionCount} sessions`} of {user.name}. They can sign in again{user.isSuspended ? ' once restored' : ''}.
            </ConfirmAction>
          </div>
        </section>
      </div>
    </AdminPanel>
  )
}
