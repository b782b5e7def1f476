import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import { useT } from '../../i18n/i18n'
import { primaryButtonClass, TextField } from '../../ui/forms'
import { SelectField } from '../../ui/select-field'
import type { WorkspaceRole } from '../../db/schema/workspaces'
import { ConfirmButton, Panel, ResultLine, RoleBadge, RowButton, useIsSending, useShortDate, type WorkspaceFormResult } from './workspace-ui'
import { ListOrEmpty } from '../../ui/list-or-empty'

export interface MemberRow {
  userId: string
  name: string
  email: string
  role: WorkspaceRole
  joinedAt: Date | string
}

export interface InvitationRow {
  id: string
  email: string
  role: WorkspaceRole
  createdAt: Date | string
  expiresAt: Date | string
  isExpired: boolean
}

export interface MembersView {
  workspaceName: string
  myId: string
  isAdmin: boolean
  billingUserId: string
  seats: { used: number; included: number }
  members: MemberRow[]
  invitations: InvitationRow[]
}

/** Workspace → Members: seats, the member list, and for Admins invitations and member changes. */
export function MembersPanel({ view, result }: { view: MembersView; result?: WorkspaceFormResult }) {
  const t = useT()
  return (
    <div className="space-y-6">
      <ResultLine result={result} fieldsShownBy={['invite']} />
      <SeatMeter seats={view.seats} />
      {view.isAdmin ? <InviteForm isFull={view.seats.used >= view.seats.included} result={result?.intent === 'invite' ? result : undefined} /> : null}
      {view.isAdmin ? <InvitationList invitations={view.invitations} /> : null}
      <MemberList view={view} />
      <Panel title={t('workspace.leave.title')}>
        <ConfirmButton intent="leave" label={t('workspace.leave.button')} confirmLabel={t('workspace.leave.confirm', { workspace: view.workspaceName })}>
          {t('workspace.leave.text')}
        </ConfirmButton>
      </Panel>
    </div>
  )
}

function SeatMeter({ seats }: { seats: { used: number; included: number } }) {
  const t = useT()
  const share = Math.min(100, Math.round((seats.used / Math.max(1, seats.included)) * 100))
  return (
    <section aria-labelledby="seats-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="seats-heading" className="text-lg font-semibold">{t('workspace.seats.title')}</h2>
        <p className="text-sm font-medium tabular-nums text-slate-700 dark:text-slate-200" data-testid="seat-usage">
          {t('workspace.seats.usage', { used: seats.used, included: seats.included })}
        </p>
      </div>
      <div className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
        <div className={`h-full rounded-full ${share >= 100 ? 'bg-amber-500' : 'bg-brand-600'}`} style={{ width: `${share}%` }} />
      </div>
    </section>
  )
}

function InviteForm({ isFull, result }: { isFull: boolean; result?: WorkspaceFormResult }) {
  const t = useT()
  const isSending = useIsSending('invite')
  const values = result && !result.ok ? result.values : {}
  const form = useRef<HTMLFormElement>(null)
  // A sent invitation empties the form for the next address.
  useEffect(() => {
    if (result?.ok) form.current?.reset()
  }, [result])
  return (
    <Panel title={t('workspace.invite.title')} description={t('workspace.invite.text')}>
      {isFull ? <p className="mb-4 text-sm font-medium text-amber-800 dark:text-amber-200">{t('workspace.seats.full')}</p> : null}
      <Form ref={form} method="post" preventScrollReset className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start" aria-label={t('workspace.invite.title')}>
        <TextField
          label={t('workspace.invite.email')}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          defaultValue={values.email}
          error={result && !result.ok ? result.errors.email : undefined}
        />
        <SelectField
          label={t('workspace.invite.role')}
          name="role"
          defaultValue={values.role === 'admin' ? 'admin' : 'user'}
          options={[
            { value: 'user', label: t('workspace.role.user') },
            { value: 'admin', label: t('workspace.role.admin') },
          ]}
        />
        <button type="submit" name="intent" value="invite" className={`${primaryButtonClass} sm:mt-7`} disabled={isSending}>
          {isSending ? t('workspace.working') : t('workspace.invite.submit')}
        </button>
      </Form>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{t('workspace.invite.roleUserHint')}</p>
    </Panel>
  )
}

function InvitationList({ invitations }: { invitations: InvitationRow[] }) {
  const t = useT()
  const day = useShortDate()
  return (
    <Panel title={t('workspace.invitations.title')} testId="invitations">
      <ListOrEmpty items={invitations} empty={t('workspace.invitations.none')}>
        {(invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="invitation">
            <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
              <p className="truncate font-medium" title={invitation.email}>{invitation.email}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                <RoleBadge role={invitation.role} />
                <span>{t('workspace.invitations.sent')} {day(invitation.createdAt)}</span>
                {invitation.isExpired ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200" data-testid="invitation-expired">
                    {t('workspace.invitations.expired')}
                  </span>
                ) : (
                  <span>{t('workspace.invitations.expires')} {day(invitation.expiresAt)}</span>
                )}
              </p>
            </div>
            <div className="flex gap-2">
              <RowButton intent="resend" fields={{ invitationId: invitation.id }} label={t('workspace.invitations.resend')} />
              <RowButton intent="revoke" fields={{ invitationId: invitation.id }} label={t('workspace.invitations.revoke')} />
            </div>
          </li>
        )}
      </ListOrEmpty>
    </Panel>
  )
}

function MemberList({ view }: { view: MembersView }) {
  const t = useT()
  const day = useShortDate()
  const adminCount = view.members.filter((member) => member.role === 'admin').length
  return (
    <Panel title={t('workspace.members.title')} testId="members">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {view.members.map((member) => {
          const isMe = member.userId === view.myId
          const isBilling = member.userId === view.billingUserId
          // The last Admin stays an Admin; the billing member and oneself (Leave) are not removed here.
          const canChangeRole = view.isAdmin && !(member.role === 'admin' && adminCount === 1)
          const canRemove = view.isAdmin && !isMe && !isBilling
          return (
            <li key={member.userId} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3" data-testid="member" data-email={member.email}>
              <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="truncate">{member.name}</span>
                  {isMe ? <span className="text-xs font-normal text-slate-500 dark:text-slate-400">({t('workspace.members.you')})</span> : null}
                  <RoleBadge role={member.role} />
                  {isBilling ? (
                    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200" title={t('workspace.members.billingHint')}>
                      {t('workspace.members.billing')}
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-400">{member.email}</p>
                <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{t('workspace.members.joined')} {day(member.joinedAt)}</p>
              </div>
              {canChangeRole || canRemove ? (
                <div className="flex flex-wrap items-start gap-2">
                  {canChangeRole ? (
                    <RowButton
                      intent="role"
                      fields={{ userId: member.userId, role: member.role === 'admin' ? 'user' : 'admin' }}
                      label={t(member.role === 'admin' ? 'workspace.members.makeUser' : 'workspace.members.makeAdmin')}
                    />
                  ) : null}
                  {canRemove ? (
                    <ConfirmButton
                      intent="remove"
                      fields={{ userId: member.userId }}
                      label={t('workspace.members.remove')}
                      confirmLabel={t('workspace.members.removeConfirm', { name: member.name })}
                    >
                      {t('workspace.members.removeText', { name: member.name })}
                    </ConfirmButton>
                  ) : null}
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Panel>
  )
}
