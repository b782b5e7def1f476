import { useEffect, useId, useRef } from 'react'
import { Form } from 'react-router'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/i18n'
import { primaryButtonClass, TextField } from '../../ui/forms'
import { Panel, useIsSending } from '../../workspaces/components/workspace-ui'
import type { WebhookFormResult } from './webhooks-views'

const groupKeys: Record<string, MessageKey> = {
  article: 'workspace.webhooks.group.article',
  course: 'workspace.webhooks.group.course',
  tutorial: 'workspace.webhooks.group.tutorial',
  video: 'workspace.webhooks.group.video',
  episode: 'workspace.webhooks.group.episode',
}
const actionKeys: Record<string, MessageKey> = {
  published: 'workspace.webhooks.action.published',
  updated: 'workspace.webhooks.action.updated',
  unpublished: 'workspace.webhooks.action.unpublished',
}

/** The events by the type of content they are about, in the order the list gives. */
function groupEvents(events: readonly string[]) {
  const groups = new Map<string, string[]>()
  for (const event of events) {
    const [type = event] = event.split('.')
    groups.set(type, [...(groups.get(type) ?? []), event])
  }
  return [...groups]
}

/** Adds an endpoint: its address and the events it wants; a refusal shows again what was typed and ticked. */
export function AddEndpointForm({ events, result }: { events: readonly string[]; result?: WebhookFormResult }) {
  const t = useT()
  const isSending = useIsSending('webhook-create')
  const form = useRef<HTMLFormElement>(null)
  const eventsError = useId()
  const refused = result && !result.ok ? result : undefined
  // An endpoint added empties the form for the next one.
  useEffect(() => {
    if (result?.ok) form.current?.reset()
  }, [result])
  return (
    <Panel title={t('workspace.webhooks.addTitle')} description={t('workspace.webhooks.addText')} testId="webhook-add">
      <Form ref={form} method="post" preventScrollReset className="space-y-5" aria-label={t('workspace.webhooks.addTitle')}>
        <TextField
          // A refusal sets the typed address again, and the field shows it anew.
          key={refused?.values.url ?? ''}
          label={t('workspace.webhooks.url')}
          name="url"
          type="url"
          inputMode="url"
          required
          maxLength={2048}
          autoComplete="off"
          spellCheck={false}
          placeholder="https://hooks.example.com/lumen"
          defaultValue={refused?.values.url ?? ''}
          error={refused?.errors.url}
          hint={<p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('workspace.webhooks.urlHint')}</p>}
        />
        <EventChoices events={events} refused={refused} errorId={eventsError} />
        <button type="submit" name="intent" value="webhook-create" className={primaryButtonClass} disabled={isSending}>
          {isSending ? t('workspace.working') : t('workspace.webhooks.add')}
        </button>
      </Form>
    </Panel>
  )
}

/** The events to tick, grouped by content type, with the refusal about them. */
function EventChoices({ events, refused, errorId }: { events: readonly string[]; refused?: WebhookFormResult; errorId: string }) {
  const t = useT()
  const ticked = new Set((refused?.values.events ?? '').split(',').filter(Boolean))
  return (
    <fieldset aria-describedby={refused?.errors.events ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('workspace.webhooks.events')}</legend>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('workspace.webhooks.eventsHint')}</p>
      {/* A refusal ticks again what was ticked, and the boxes show it anew. */}
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" key={[...ticked].join(',')}>
        {groupEvents(events).map(([type, names]) => <EventGroup key={type} type={type} names={names} ticked={ticked} />)}
      </div>
      {refused?.errors.events ? (
        <p id={errorId} className="mt-2 text-sm text-red-600 dark:text-red-400" role="alert">{refused.errors.events}</p>
      ) : null}
    </fieldset>
  )
}

function EventGroup({ type, names, ticked }: { type: string; names: string[]; ticked: Set<string> }) {
  const t = useT()
  return (
    <fieldset className="rounded-xl border border-slate-200 px-4 pt-2 pb-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{groupKeys[type] ? t(groupKeys[type]) : type}</legend>
      <ul className="space-y-1.5">
        {names.map((event) => <EventChoice key={event} event={event} action={event.slice(type.length + 1)} isTicked={ticked.has(event)} />)}
      </ul>
    </fieldset>
  )
}

function EventChoice({ event, action, isTicked }: { event: string; action: string; isTicked: boolean }) {
  const t = useT()
  return (
    <li>
      <label className="flex cursor-pointer items-baseline gap-2.5 text-sm">
        <input
          type="checkbox"
          name="events"
          value={event}
          defaultChecked={isTicked}
          className="size-4 shrink-0 translate-y-0.5 rounded border-slate-300 accent-brand-600 dark:border-slate-600"
        />
        <span className="text-slate-800 dark:text-slate-200">{actionKeys[action] ? t(actionKeys[action]) : action}</span>
        <code className="font-mono text-xs text-slate-500 dark:text-slate-400">{event}</code>
      </label>
    </li>
  )
}
