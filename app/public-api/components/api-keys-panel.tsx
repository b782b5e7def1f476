import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { FieldErrors, FormValues } from '../../lib/form-values'
import { FormMessage, primaryButtonClass, TextField } from '../../ui/forms'
import { ConfirmButton, Panel, useIsSending, useShortDate } from '../../workspaces/components/workspace-ui'
import { OneTimeSecret } from './one-time-secret'
import { ListOrEmpty } from '../../ui/list-or-empty'

export interface ApiKeyRow {
  id: string
  name: string
  prefix: string
  createdAt: Date | string
  lastUsedAt: Date | string | null
  revokedAt: Date | string | null
}

/** What the Workspace → API forms answer: a new key (shown this once), a revocation, or a refusal with what was typed. */
export interface ApiFormResult {
  intent: string
  ok: boolean
  /** A refusal not about one field, in the reader's language. */
  message: string | null
  done?: 'revoked'
  created?: { key: string; prefix: string; name: string }
  errors: FieldErrors
  values: FormValues
}

/** Workspace → API, keys: create one (shown once, with a copy button), the list by prefix, and revoking. */
export function ApiKeysPanel({ keys, result }: { keys: ApiKeyRow[]; result?: ApiFormResult }) {
  const t = useT()
  return (
    <div className="space-y-6">
      {result?.ok && result.done === 'revoked' ? (
        <div data-testid="api-result">
          <FormMessage tone="success">{t('workspace.api.done.revoked')}</FormMessage>
        </div>
      ) : null}
      {result && !result.ok && result.message ? (
        <div data-testid="api-result">
          <FormMessage tone="error">{result.message}</FormMessage>
        </div>
      ) : null}
      {result?.created ? <NewKey key={result.created.key} created={result.created} /> : null}
      <CreateKeyForm result={result?.intent === 'create' ? result : undefined} />
      <KeyList keys={keys} />
    </div>
  )
}

function CreateKeyForm({ result }: { result?: ApiFormResult }) {
  const t = useT()
  const isSending = useIsSending('create')
  const form = useRef<HTMLFormElement>(null)
  const refused = result && !result.ok ? result : undefined
  // A created key empties the form for the next one.
  useEffect(() => {
    if (result?.ok) form.current?.reset()
  }, [result])
  return (
    <Panel title={t('workspace.api.createTitle')} description={t('workspace.api.createText')}>
      <Form ref={form} method="post" preventScrollReset className="flex flex-col gap-4 sm:flex-row sm:items-start" aria-label={t('workspace.api.createTitle')}>
        <div className="flex-1">
          <TextField
            label={t('workspace.api.name')}
            name="name"
            required
            maxLength={60}
            autoComplete="off"
            defaultValue={refused?.values.name ?? ''}
            error={refused?.errors.name}
            hint={<p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('workspace.api.nameHint')}</p>}
          />
        </div>
        <button type="submit" name="intent" value="create" className={`${primaryButtonClass} sm:mt-7`} disabled={isSending}>
          {isSending ? t('workspace.working') : t('workspace.api.create')}
        </button>
      </Form>
    </Panel>
  )
}

/** The whole key, this one time: selectable text, and a copy button once the page runs scripts. */
function NewKey({ created }: { created: NonNullable<ApiFormResult['created']> }) {
  const t = useT()
  return (
    <OneTimeSecret
      title={t('workspace.api.newTitle', { name: created.name })}
      secret={created.key}
      copyLabel={t('workspace.api.copy')}
      copyFailed={t('workspace.api.copyFailed')}
      testId="new-api-key-panel"
      secretTestId="new-api-key"
    >
      <p className="mt-1 text-sm font-medium text-emerald-900 dark:text-emerald-100">{t('workspace.api.newWarning')}</p>
    </OneTimeSecret>
  )
}

function KeyList({ keys }: { keys: ApiKeyRow[] }) {
  const t = useT()
  const day = useShortDate()
  return (
    <Panel title={t('workspace.api.keysTitle')} description={t('workspace.api.keysText')} testId="api-keys">
      <ListOrEmpty items={keys} empty={t('workspace.api.none')}>
        {(key) => (
          <li key={key.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="api-key" data-prefix={key.prefix} data-state={key.revokedAt ? 'revoked' : 'active'}>
            <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="truncate font-medium" title={key.name}>{key.name}</span>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">{key.prefix}…</code>
                {key.revokedAt ? (
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-100">{t('workspace.api.revoked')}</span>
                ) : (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200">{t('workspace.api.active')}</span>
                )}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                <span>{t('workspace.api.created', { date: day(key.createdAt) })}</span>
                <span>{key.lastUsedAt ? t('workspace.api.lastUsed', { date: day(key.lastUsedAt) }) : t('workspace.api.neverUsed')}</span>
                {key.revokedAt ? <span>{t('workspace.api.revokedOn', { date: day(key.revokedAt) })}</span> : null}
              </p>
            </div>
            {key.revokedAt ? null : (
              <ConfirmButton intent="revoke" fields={{ keyId: key.id }} label={t('workspace.api.revoke')} confirmLabel={t('workspace.api.revokeConfirm', { name: key.name })}>
                {t('workspace.api.revokeText', { prefix: key.prefix })}
              </ConfirmButton>
            )}
          </li>
        )}
      </ListOrEmpty>
    </Panel>
  )
}
