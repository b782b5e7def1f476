import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { useT } from '../../i18n/i18n'
import { primaryButtonClass, TextField } from '../../ui/forms'
import { useIsSending } from './workspace-ui'

/** The workspace's name on its own form: naming a new workspace, or renaming one (`intent` tells which). */
export function WorkspaceNameForm({ label, intent, submitLabel, defaultValue, error, hint }: { label: string; intent: 'create' | 'rename'; submitLabel: string; defaultValue?: string; error?: string; hint?: ReactNode }) {
  const t = useT()
  const isSending = useIsSending(intent)
  return (
    <Form method="post" className="flex flex-col gap-4 sm:flex-row sm:items-start" aria-label={label}>
      <div className="flex-1">
        <TextField label={t('workspace.create.name')} name="name" required minLength={2} maxLength={80} defaultValue={defaultValue} error={error} hint={hint} />
      </div>
      <button type="submit" name="intent" value={intent} className={`${primaryButtonClass} sm:mt-7`} disabled={isSending}>
        {isSending ? t('workspace.working') : submitLabel}
      </button>
    </Form>
  )
}
