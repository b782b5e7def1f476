import { useId, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import type { MessageKey } from '../../i18n/en'
import { useLanguage, useT } from '../../i18n/i18n'
import { formatDate } from '../../lib/dates'
import type { FieldErrors, FormValues } from '../../lib/form-values'
import { FormMessage } from '../../ui/forms'

/** What a workspace form answers: a success to name, or a refusal with its message and what was typed. */
export interface WorkspaceFormResult {
  intent: string
  ok: boolean
  /** A refusal's message as the workspace rules give it. */
  message: string | null
  /** A refusal of the page itself (the member may not do this here). */
  refusal?: 'noWorkspace' | 'adminsOnly' | 'invitationGone'
  done?: 'invited' | 'resent' | 'revoked' | 'roleChanged' | 'removed' | 'renamed' | 'domainSaved' | 'domainVerified' | 'ssoSaved' | 'ssoSwitched' | 'ssoRemoved' | 'scimRevoked'
  /** A SCIM token just created: shown this once. */
  createdToken?: string
  /** The address an invitation went to. */
  email?: string
  errors: FieldErrors
  values: FormValues
}

const refusalKeys: Record<NonNullable<WorkspaceFormResult['refusal']>, MessageKey> = {
  noWorkspace: 'workspace.error.noWorkspace',
  adminsOnly: 'workspace.error.adminsOnly',
  invitationGone: 'workspace.error.invitationGone',
}

/**
 * The outcome of a workspace form as one line. A refusal about one field is shown beside that
 * field instead, by the form that owns it (`fieldsShownBy`).
 */
export function ResultLine({ result, fieldsShownBy = [] }: { result?: WorkspaceFormResult; fieldsShownBy?: string[] }) {
  const t = useT()
  if (!result) return null
  if (result.ok && result.done) {
    return (
      <div data-testid="workspace-result">
        <FormMessage tone="success">{t(`workspace.done.${result.done}`, { email: result.email ?? '' })}</FormMessage>
      </div>
    )
  }
  if (result.ok) return null
  if (fieldsShownBy.includes(result.intent) && Object.keys(result.errors).length > 0) return null
  const text = result.refusal ? t(refusalKeys[result.refusal]) : (result.message ?? Object.values(result.errors)[0])
  if (!text) return null
  return (
    <div data-testid="workspace-result">
      <FormMessage tone="error">{text}</FormMessage>
    </div>
  )
}

export function Panel({ title, description, children, testId }: { title: string; description?: ReactNode; children: ReactNode; testId?: string }) {
  const heading = useId()
  return (
    <section aria-labelledby={heading} data-testid={testId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={heading} className="text-lg font-semibold">{title}</h2>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  )
}

export function RoleBadge({ role }: { role: 'admin' | 'user' }) {
  const t = useT()
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        role === 'admin' ? 'bg-brand-100 text-brand-800 dark:bg-brand-400/15 dark:text-brand-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
      }`}
    >
      {t(role === 'admin' ? 'workspace.role.admin' : 'workspace.role.user')}
    </span>
  )
}

/** A day in the reader's language. */
export function useShortDate() {
  const language = useLanguage()
  return (value: Date | string) => formatDate(value, language)
}

/** Whether a form with this intent (and, for row buttons, this target) is being sent. */
export function useIsSending(intent: string, target?: { name: string; value: string }) {
  const navigation = useNavigation()
  const form = navigation.formData
  if (navigation.state === 'idle' || !form || form.get('intent') !== intent) return false
  return target ? form.get(target.name) === target.value : true
}

export const smallButton =
  'inline-flex items-center justify-center rounded-full border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'
export const dangerButton =
  'inline-flex items-center justify-center rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60'
const dangerOutline =
  'inline-flex cursor-pointer list-none items-center justify-center rounded-full border border-red-300 px-3 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 dark:border-red-500/50 dark:text-red-300 dark:hover:bg-red-500/10 [&::-webkit-details-marker]:hidden'

/** A one-button form (with hidden fields) for a row of a list. */
export function RowButton({ intent, fields, label, testId }: { intent: string; fields: Record<string, string>; label: string; testId?: string }) {
  const [name, value] = Object.entries(fields)[0] ?? ['', '']
  const isSending = useIsSending(intent, { name, value })
  return (
    <Form method="post" preventScrollReset>
      {Object.entries(fields).map(([field, fieldValue]) => <input key={field} type="hidden" name={field} value={fieldValue} />)}
      <button type="submit" name="intent" value={intent} className={smallButton} disabled={isSending} data-testid={testId}>{label}</button>
    </Form>
  )
}

/**
 * A change that asks for confirmation first, without JavaScript: the button opens a panel that
 * explains the consequence and holds the real submit button.
 */
export function ConfirmButton({ intent, fields = {}, label, confirmLabel, children }: { intent: string; fields?: Record<string, string>; label: string; confirmLabel: string; children: ReactNode }) {
  const t = useT()
  const [name, value] = Object.entries(fields)[0] ?? []
  const isSending = useIsSending(intent, name && value ? { name, value } : undefined)
  return (
    <details className="group">
      <summary className={dangerOutline}>{label}</summary>
      <div className="mt-3 max-w-md rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-950">
        <p className="text-slate-700 dark:text-slate-300">{children}</p>
        <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-3">
          {Object.entries(fields).map(([field, fieldValue]) => <input key={field} type="hidden" name={field} value={fieldValue} />)}
          <button type="submit" name="intent" value={intent} disabled={isSending} className={dangerButton}>
            {isSending ? t('workspace.working') : confirmLabel}
          </button>
          <span className="text-xs text-slate-500 dark:text-slate-400">{t('workspace.confirm.cancelHint', { label })}</span>
        </Form>
      </div>
    </details>
  )
}
