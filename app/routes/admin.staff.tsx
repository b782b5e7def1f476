import { data, Form, Link, useNavigation } from 'react-router'
import { z } from 'zod'
import { staffRoles, roleDescriptions, roleLabels } from '../accounts/roles'
import { inviteStaff, listOpenStaffInvitations, withdrawStaffInvitation } from '../accounts/staff-invitations.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, AdminTable, adminButton, adminInput, adminTime } from '../admin/components/admin-ui'
import { AccountBadge, RoleBadge } from '../admin/components/people/people-badges'
import { listStaff } from '../admin/people/staff-list.server'
import { getDb } from '../db/client.server'
import { appErrorResponse } from '../lib/error-responses.server'
import type { FieldErrors } from '../lib/form-values'
import { parseForm } from '../lib/parse-form.server'
import { normalizedEmail } from '../lib/validation'
import { ColumnRows, type TableColumn } from '../ui/column-rows'
import { FormMessage } from '../ui/forms'
import { MatchingRows } from '../ui/matching-rows'
import type { Route } from './+types/admin.staff'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'people.manage')
  const db = getDb()
  const [staff, invitations] = await Promise.all([listStaff(db), listOpenStaffInvitations(db)])
  return { staff, invitations }
}

const staffForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email: normalizedEmail, role: z.enum(staffRoles, { error: 'Choose a role' }) }),
  z.object({ intent: z.literal('resend'), email: normalizedEmail, role: z.enum(staffRoles) }),
  z.object({ intent: z.literal('withdraw'), invitationId: z.uuid() }),
])

type StaffReply = { ok: boolean; message: string; errors: FieldErrors; values: Record<string, string> }

/** Invites an address to a role, sends an open invitation's link again (a new one), or withdraws it. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'people.manage')
  const parsed = await parseForm(request, staffForm, { fallbackMessage: 'Unknown action.' })
  if (!parsed.ok) return parsed.reply({ ok: false, message: parsed.message ?? 'Check the highlighted fields.' })
  const form = parsed.data
  try {
    if (form.intent === 'withdraw') {
      await withdrawStaffInvitation(getDb(), { id: form.invitationId, actor: admin })
      return data<StaffReply>({ ok: true, message: 'The invitation is withdrawn: its link no longer works.', errors: {}, values: {} })
    }
    await inviteStaff(getDb(), { email: form.email, role: form.role, actor: admin })
    const sent = form.intent === 'resend' ? `A new link went to ${form.email}; the earlier one no longer works.` : `Invitation sent to ${form.email} as ${roleLabels[form.role]}.`
    return data<StaffReply>({ ok: true, message: sent, errors: {}, values: {} })
  } catch (error) {
    const values: Record<string, string> = form.intent === 'invite' ? { email: form.email, role: form.role } : {}
    return appErrorResponse(error, ({ message }): StaffReply => ({ ok: false, message, errors: {}, values }))
  }
}

export const meta = () => [{ title: 'Staff · Admin' }, { name: 'robots', content: 'noindex' }]

type StaffMember = Route.ComponentProps['loaderData']['staff'][number]
type Invitation = Route.ComponentProps['loaderData']['invitations'][number]

const staffColumns: TableColumn<StaffMember>[] = [
  { header: 'Name', cell: (s) => <Link to={`/admin/users/${s.id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{s.name}</Link> },
  { header: 'E-mail', headerClassName: 'hidden sm:table-cell', className: 'hidden break-words sm:table-cell', cell: (s) => s.email },
  { header: 'Role', cell: (s) => <RoleBadge role={s.role} /> },
  { header: 'Account', headerClassName: 'hidden md:table-cell', className: 'hidden md:table-cell', cell: (s) => <AccountBadge isSuspended={s.isSuspended} /> },
]

function InvitationActions({ invitation }: { invitation: Invitation }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('invitationId') === invitation.id
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post">
        <input type="hidden" name="invitationId" value={invitation.id} />
        <input type="hidden" name="email" value={invitation.email} />
        <input type="hidden" name="role" value={invitation.role} />
        <button type="submit" name="intent" value="resend" className={adminButton.secondary} disabled={busy} aria-label={`Send again to ${invitation.email}`}>Send again</button>
      </Form>
      <Form method="post">
        <input type="hidden" name="invitationId" value={invitation.id} />
        <button type="submit" name="intent" value="withdraw" className={adminButton.danger} disabled={busy} aria-label={`Withdraw the invitation to ${invitation.email}`}>Withdraw</button>
      </Form>
    </div>
  )
}

const invitationColumns: TableColumn<Invitation>[] = [
  { header: 'E-mail', className: 'break-words', cell: (i) => i.email },
  { header: 'Role', cell: (i) => <RoleBadge role={i.role} /> },
  { header: 'Invited', headerClassName: 'hidden md:table-cell', className: 'hidden md:table-cell whitespace-nowrap', cell: (i) => <>{adminTime(i.createdAt)}{i.invitedBy ? <span className="block text-xs text-slate-600 dark:text-slate-400">by {i.invitedBy}</span> : null}</> },
  { header: 'Expires', headerClassName: 'hidden lg:table-cell', className: 'hidden lg:table-cell whitespace-nowrap', cell: (i) => adminTime(i.expiresAt) },
  { header: <span className="sr-only">Actions</span>, cell: (i) => <InvitationActions invitation={i} /> },
]

/** The staff, the invitations not yet accepted, and the form that invites someone in a role. */
export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, invitations } = loaderData
  const navigation = useNavigation()
  const inviting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite'
  const typed = actionData && !actionData.ok ? actionData.values : {}
  return (
    <>
      <AdminHeader title="Staff" description="Who writes, edits and runs the site. Invite people by e-mail; change a role on the person’s page under Users." />
      {actionData?.message ? <div className="mt-6" data-testid="staff-result"><FormMessage tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage></div> : null}
      <div className="mt-6 space-y-8">
        <AdminPanel title="Invite someone" testId="invite-staff">
          <Form method="post" className="space-y-4">
            <div className="max-w-md">
              <label htmlFor="invite-email" className="mb-1 block text-sm font-medium">E-mail</label>
              <input id="invite-email" name="email" type="email" required maxLength={320} autoComplete="off" defaultValue={typed.email} className={adminInput}
                aria-invalid={actionData?.errors.email ? true : undefined} aria-describedby={actionData?.errors.email ? 'invite-email-error' : undefined} />
              {actionData?.errors.email ? <p id="invite-email-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">{actionData.errors.email}</p> : null}
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Role</legend>
              <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {staffRoles.map((role) => (
                  <label key={role} className="flex gap-3 rounded-xl border border-slate-200 p-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:bg-brand-900/40">
                    <input type="radio" name="role" value={role} required defaultChecked={(typed.role ?? 'contributor') === role} className="mt-0.5" />
                    <span><span className="font-semibold">{roleLabels[role]}</span><span className="block text-slate-700 dark:text-slate-300">{roleDescriptions[role]}</span></span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <button type="submit" name="intent" value="invite" className={adminButton.primary} disabled={inviting}>{inviting ? 'Sending…' : 'Send invitation'}</button>
              <p className="text-xs text-slate-600 dark:text-slate-400">The link works once and expires in 7 days. The person signs in or creates an account with this address to accept.</p>
            </div>
          </Form>
        </AdminPanel>
        <section aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="mb-3 text-lg font-semibold">Open invitations</h2>
          <MatchingRows count={invitations.length} none="No invitations are waiting to be accepted.">
            <AdminTable testId="invitations-table" label="Open invitations">
              <ColumnRows columns={invitationColumns} rows={invitations} rowKey={(i) => i.id} />
            </AdminTable>
          </MatchingRows>
        </section>
        <section aria-labelledby="staff-heading">
          <h2 id="staff-heading" className="mb-3 text-lg font-semibold">Staff <span className="text-slate-600 dark:text-slate-400">({staff.length})</span></h2>
          <AdminTable testId="staff-table" label="Staff">
            <ColumnRows columns={staffColumns} rows={staff} rowKey={(s) => s.id} />
          </AdminTable>
        </section>
      </div>
    </>
  )
}
