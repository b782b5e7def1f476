import { Form, useNavigation } from 'react-router'
import { useT } from '../../../i18n/i18n'
import { inputClass, primaryButtonClass, TextField } from '../../../ui/forms'
import type { assignChoices } from '../../assignments.server'
import type { LearningFormResult } from '../../learning'
import { fieldState, FormOutcome } from './learning-bits'
import { useId } from 'react'

type Choices = Awaited<ReturnType<typeof assignChoices>>

/**
 * The Admin's assign form: one list of every published course, path and tutorial (grouped),
 * a member or everyone, and an optional due day. A plain form, so it works without JavaScript;
 * after a success it starts empty again (`result.at`).
 */
export function AssignForm({ choices, today, result }: { choices: Choices; today: string; result?: LearningFormResult }) {
  const t = useT()
  const navigation = useNavigation()
  const isSending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'assign'
  const field = fieldState(result, 'assign')
  const itemId = useId()
  const assigneeId = useId()
  const groups = [
    { label: t('workspaceLearning.assign.courses'), kind: 'course', items: choices.items.course },
    { label: t('workspaceLearning.assign.paths'), kind: 'path', items: choices.items.path },
    { label: t('workspaceLearning.assign.tutorials'), kind: 'tutorial', items: choices.items.tutorial },
  ] as const
  const itemError = field.error('item')
  const assigneeError = field.error('assignee')
  return (
    <Form method="post" preventScrollReset key={result?.intent === 'assign' && result.ok ? result.at : 'assign'} className="space-y-4" data-testid="assign-form">
      <input type="hidden" name="intent" value="assign" />
      <div>
        <label htmlFor={itemId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">{t('workspaceLearning.assign.item')}</label>
        <select
          id={itemId}
          name="item"
          required
          defaultValue={field.value('item') ?? ''}
          className={inputClass}
          aria-invalid={itemError ? true : undefined}
          aria-describedby={itemError ? `${itemId}-error` : undefined}
        >
          <option value="" disabled>{t('workspaceLearning.assign.itemPlaceholder')}</option>
          {groups.map((group) =>
            group.items.length > 0 ? (
              <optgroup key={group.kind} label={group.label}>
                {group.items.map((item) => <option key={item.id} value={`${group.kind}:${item.id}`}>{item.title}</option>)}
              </optgroup>
            ) : null,
          )}
        </select>
        {itemError ? <p id={`${itemId}-error`} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">{itemError}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={assigneeId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">{t('workspaceLearning.assign.assignee')}</label>
          <select
            id={assigneeId}
            name="assignee"
            defaultValue={field.value('assignee') ?? ''}
            className={inputClass}
            aria-invalid={assigneeError ? true : undefined}
            aria-describedby={assigneeError ? `${assigneeId}-error` : undefined}
          >
            <option value="">{t('workspaceLearning.assign.everyone')}</option>
            {choices.members.map((member) => <option key={member.userId} value={member.userId}>{member.name} ({member.email})</option>)}
          </select>
          {assigneeError ? <p id={`${assigneeId}-error`} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">{assigneeError}</p> : null}
        </div>
        <TextField
          label={t('workspaceLearning.assign.dueOn')}
          name="dueOn"
          type="date"
          min={today}
          defaultValue={field.value('dueOn') ?? ''}
          error={field.error('dueOn')}
          hint={<p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('workspaceLearning.assign.dueHint')}</p>}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButtonClass} disabled={isSending}>{isSending ? t('workspaceLearning.assign.sending') : t('workspaceLearning.assign.submit')}</button>
      </div>
      <div aria-live="polite" data-testid="assign-result">
        <FormOutcome result={result} intents={['assign']} fields={['item', 'assignee', 'dueOn']} />
      </div>
    </Form>
  )
}
