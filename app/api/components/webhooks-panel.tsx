import { useEffect, useId, useRef, useState } from 'react'
import { Form, useRevalidator } from 'react-router'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/i18n'
import type { FieldErrors, FormValues } from '../../lib/form-values'
import { useHydrated } from '../../lib/use-hydrated'
import { FormMessage, primaryButtonClass, TextField } from '../../ui/forms'
import { ConfirmButton, Panel, RowButton, smallButton, useIsSending, useShortDate } from '../../workspaces/components/workspace-ui'
import { WebhookDeliveryLog, type WebhookDeliveryView } from './webhooks-delivery-log'

export interface WebhookEndpointView {
  id: string
  url: string
  events: string[]
  createdAt: Date | string
  disabledAt: Date | string | null
  consecutiveFailures: number
  lastStatus: 'pending' | 'succeeded' | 'failed' | null
  lastDeliveryAt: Date | string | null
  deliveries: WebhookDeliveryView[]
}

/** What the webhook forms answer: a new endpoint with its secret (shown this once), a change done, or a refusal with what was typed. */
export interface WebhookFormResult {
  intent: string
  ok: boolean
  /** A refusal not about one field, in the reader's language. */
  message: string | null
  done?: 'tested' | 'enabled' | 'disabled' | 'deleted' | 'redelivered'
  /** The endpoint the change was about (its delivery log opens). */
  endpointId?: string
  created?: { id: string; url: string; secret: string }
  errors: FieldErrors
  /** What was typed: `url`, and `events` as the ticked names joined by commas. */
  values: FormValues
}

/** The switch-off after this many failures in a row is automatic (see DISABLE_AFTER_FAILURES). */
const AUTO_DISABLE_FAILURES = 5

/**
 * Workspace → API, webhooks: add an endpoint (its signing secret shown once, with a copy
 * button), the endpoints with their state, a test event, switching off and on, deleting, and
 * each endpoint's delivery log with Redeliver.
 */
export function WebhooksPanel({ endpoints, events, result }: { endpoints: WebhookEndpointView[]; events: readonly string[]; result?: WebhookFormResult }) {
  useRefreshWhileSending(endpoints)
  // A change to one endpoint is answered beside it; the rest above the forms.
  const endpointResult = result?.ok && result.endpointId && endpoints.some((endpoint) => endpoint.id === result.endpointId) ? result : undefined
  return (
    <div id="webhooks" className="scroll-mt-24 space-y-6" data-testid="webhooks">
      {result && result !== endpointResult ? <ResultMessage result={result} /> : null}
      {result?.created ? <NewSecret key={result.created.id} created={result.created} /> : null}
      <AddEndpointForm events={events} result={result?.intent === 'webhook-create' ? result : undefined} />
      <EndpointList endpoints={endpoints} result={endpointResult} />
    </div>
  )
}

/** Brings what a form answered into view: the page keeps its scroll position, and the answer may be above it. */
function useScrollIntoView(result: unknown) {
  const element = useRef<HTMLElement & HTMLDivElement>(null)
  useEffect(() => {
    element.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [result])
  return element
}

function ResultMessage({ result }: { result: WebhookFormResult }) {
  const t = useT()
  const element = useScrollIntoView(result)
  const text = result.ok ? (result.done ? t(`workspace.webhooks.done.${result.done}`) : null) : result.message
  if (!text) return null
  return (
    <div ref={element} className="scroll-mt-24" data-testid="webhook-result">
      <FormMessage tone={result.ok ? 'success' : 'error'}>{text}</FormMessage>
    </div>
  )
}

/** While a delivery just queued (a test, a redelivery, a publication) waits for its first attempt, the page reads the log again every few seconds, for a minute at most. */
function useRefreshWhileSending(endpoints: WebhookEndpointView[]) {
  const revalidator = useRevalidator()
  const rounds = useRef(0)
  const isWaiting = endpoints.some((endpoint) => endpoint.deliveries.some((delivery) => delivery.status === 'pending' && delivery.attempts === 0))
  useEffect(() => {
    if (!isWaiting) {
      rounds.current = 0
      return
    }
    if (rounds.current >= 30 || revalidator.state !== 'idle') return
    const timer = setTimeout(() => {
      rounds.current += 1
      void revalidator.revalidate()
    }, 2000)
    return () => clearTimeout(timer)
  }, [isWaiting, revalidator, endpoints])
}

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

function AddEndpointForm({ events, result }: { events: readonly string[]; result?: WebhookFormResult }) {
  const t = useT()
  const isSending = useIsSending('webhook-create')
  const form = useRef<HTMLFormElement>(null)
  const eventsError = useId()
  const refused = result && !result.ok ? result : undefined
  const ticked = new Set((refused?.values.events ?? '').split(',').filter(Boolean))
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
        <fieldset aria-describedby={refused?.errors.events ? eventsError : undefined}>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('workspace.webhooks.events')}</legend>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('workspace.webhooks.eventsHint')}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" key={[...ticked].join(',')}>
            {groupEvents(events).map(([type, names]) => (
              <fieldset key={type} className="rounded-xl border border-slate-200 px-4 pt-2 pb-3 dark:border-slate-700">
                <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{groupKeys[type] ? t(groupKeys[type]) : type}</legend>
                <ul className="space-y-1.5">
                  {names.map((event) => {
                    const action = event.slice(type.length + 1)
                    return (
                      <li key={event}>
                        <label className="flex cursor-pointer items-baseline gap-2.5 text-sm">
                          <input
                            type="checkbox"
                            name="events"
                            value={event}
                            defaultChecked={ticked.has(event)}
                            className="size-4 shrink-0 translate-y-0.5 rounded border-slate-300 accent-brand-600 dark:border-slate-600"
                          />
                          <span className="text-slate-800 dark:text-slate-200">{actionKeys[action] ? t(actionKeys[action]) : action}</span>
                          <code className="font-mono text-xs text-slate-500 dark:text-slate-400">{event}</code>
                        </label>
                      </li>
                    )
                  })}
                </ul>
              </fieldset>
            ))}
          </div>
          {refused?.errors.events ? (
            <p id={eventsError} className="mt-2 text-sm text-red-600 dark:text-red-400" role="alert">{refused.errors.events}</p>
          ) : null}
        </fieldset>
        <button type="submit" name="intent" value="webhook-create" className={primaryButtonClass} disabled={isSending}>
          {isSending ? t('workspace.working') : t('workspace.webhooks.add')}
        </button>
      </Form>
    </Panel>
  )
}

/** The signing secret, this one time: selectable text, and a copy button once the page runs scripts. */
function NewSecret({ created }: { created: NonNullable<WebhookFormResult['created']> }) {
  const t = useT()
  const heading = useId()
  const isHydrated = useHydrated()
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const secretText = useRef<HTMLElement>(null)
  const section = useScrollIntoView(created)
  return (
    <section
      ref={section}
      aria-labelledby={heading}
      className="scroll-mt-24 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 sm:p-6 dark:border-emerald-500/40 dark:bg-emerald-500/10"
      data-testid="new-webhook-panel"
    >
      <h2 id={heading} className="text-lg font-semibold text-emerald-900 dark:text-emerald-100">{t('workspace.webhooks.newTitle')}</h2>
      <p className="mt-1 text-sm break-all text-emerald-900 dark:text-emerald-100">{t('workspace.webhooks.newText', { url: created.url })}</p>
      <p className="mt-2 text-sm font-medium text-emerald-900 dark:text-emerald-100">{t('workspace.webhooks.newWarning')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          ref={secretText}
          className="block min-w-0 flex-1 rounded-xl border border-emerald-300 bg-white px-3.5 py-2.5 font-mono text-sm break-all text-slate-900 select-all dark:border-emerald-500/40 dark:bg-slate-950 dark:text-white"
          data-testid="new-webhook-secret"
        >{created.secret}</code>
        {isHydrated ? (
          <button
            type="button"
            className={`${smallButton} shrink-0 bg-white px-4 py-2 text-sm dark:bg-slate-900`}
            onClick={() => {
              navigator.clipboard.writeText(created.secret).then(
                () => setCopy('copied'),
                () => {
                  setCopy('failed')
                  if (secretText.current) window.getSelection()?.selectAllChildren(secretText.current)
                },
              )
            }}
          >
            {t('workspace.webhooks.copy')}
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-900 dark:text-emerald-100">
        {copy === 'copied' ? t('workspace.api.copied') : copy === 'failed' ? t('workspace.webhooks.copyFailed') : ''}
      </p>
    </section>
  )
}

const lastStatusKeys: Record<NonNullable<WebhookEndpointView['lastStatus']>, MessageKey> = {
  pending: 'workspace.webhooks.last.pending',
  succeeded: 'workspace.webhooks.last.succeeded',
  failed: 'workspace.webhooks.last.failed',
}

function EndpointList({ endpoints, result }: { endpoints: WebhookEndpointView[]; result?: WebhookFormResult }) {
  const t = useT()
  const day = useShortDate()
  return (
    <Panel title={t('workspace.webhooks.endpointsTitle')} description={t('workspace.webhooks.endpointsText')} testId="webhook-endpoints">
      {endpoints.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('workspace.webhooks.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {endpoints.map((endpoint) => {
            const isOff = endpoint.disabledAt !== null
            return (
              <li key={endpoint.id} className="space-y-3 py-4 first:pt-0 last:pb-0" data-testid="webhook-endpoint" data-url={endpoint.url} data-state={isOff ? 'off' : 'on'}>
                <div>
                  <p className="flex flex-wrap items-center gap-2">
                    <code className="min-w-0 font-mono text-sm font-medium break-all text-slate-900 dark:text-white">{endpoint.url}</code>
                    {isOff ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">{t('workspace.webhooks.off')}</span>
                    ) : (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200">{t('workspace.webhooks.on')}</span>
                    )}
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('workspace.webhooks.events')}>
                    {endpoint.events.map((event) => (
                      <li key={event}>
                        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">{event}</code>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-2 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                    <span>{t('workspace.webhooks.created', { date: day(endpoint.createdAt) })}</span>
                    <span data-testid="webhook-last-status" data-status={endpoint.lastStatus ?? 'none'}>
                      {endpoint.lastStatus && endpoint.lastDeliveryAt
                        ? t(lastStatusKeys[endpoint.lastStatus], { date: day(endpoint.lastDeliveryAt) })
                        : t('workspace.webhooks.last.none')}
                    </span>
                    {endpoint.consecutiveFailures > 0 ? <span>{t('workspace.webhooks.failures', { count: endpoint.consecutiveFailures })}</span> : null}
                  </p>
                  {endpoint.disabledAt ? (
                    <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
                      {endpoint.consecutiveFailures >= AUTO_DISABLE_FAILURES
                        ? t('workspace.webhooks.offAuto', { date: day(endpoint.disabledAt), count: endpoint.consecutiveFailures })
                        : t('workspace.webhooks.offManual', { date: day(endpoint.disabledAt) })}
                    </p>
                  ) : null}
                </div>
                {result?.endpointId === endpoint.id ? <ResultMessage result={result} /> : null}
                <div className="flex flex-wrap items-start gap-2">
                  <RowButton intent="webhook-test" fields={{ endpointId: endpoint.id }} label={t('workspace.webhooks.test')} testId="webhook-test" />
                  {isOff ? (
                    <RowButton intent="webhook-enable" fields={{ endpointId: endpoint.id }} label={t('workspace.webhooks.enable')} testId="webhook-enable" />
                  ) : (
                    <RowButton intent="webhook-disable" fields={{ endpointId: endpoint.id }} label={t('workspace.webhooks.disable')} testId="webhook-disable" />
                  )}
                  <ConfirmButton intent="webhook-delete" fields={{ endpointId: endpoint.id }} label={t('workspace.webhooks.delete')} confirmLabel={t('workspace.webhooks.deleteConfirm')}>
                    <span className="[overflow-wrap:anywhere]">{t('workspace.webhooks.deleteText', { url: endpoint.url })}</span>
                  </ConfirmButton>
                </div>
                <WebhookDeliveryLog deliveries={endpoint.deliveries} isEndpointOff={isOff} isOpen={result?.endpointId === endpoint.id && (result.done === 'tested' || result.done === 'redelivered')} />
              </li>
            )
          })}
        </ul>
      )}
    </Panel>
  )
}
