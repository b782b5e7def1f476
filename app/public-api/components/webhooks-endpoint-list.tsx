import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/i18n'
import { ConfirmButton, Panel, RowButton, useShortDate } from '../../workspaces/components/workspace-ui'
import { WebhookDeliveryLog } from './webhooks-delivery-log'
import { ResultMessage } from './webhooks-result'
import type { WebhookEndpointView, WebhookFormResult } from './webhooks-views'
import { ListOrEmpty } from '../../ui/list-or-empty'

/** The switch-off after this many failures in a row is automatic (see DISABLE_AFTER_FAILURES). */
const AUTO_DISABLE_FAILURES = 5

const lastStatusKeys: Record<NonNullable<WebhookEndpointView['lastStatus']>, MessageKey> = {
  pending: 'workspace.webhooks.last.pending',
  succeeded: 'workspace.webhooks.last.succeeded',
  failed: 'workspace.webhooks.last.failed',
}

/** The workspace's endpoints, each with its state, its actions and its delivery log. */
export function EndpointList({ endpoints, result }: { endpoints: WebhookEndpointView[]; result?: WebhookFormResult }) {
  const t = useT()
  return (
    <Panel title={t('workspace.webhooks.endpointsTitle')} description={t('workspace.webhooks.endpointsText')} testId="webhook-endpoints">
      <ListOrEmpty items={endpoints} empty={t('workspace.webhooks.none')}>
        {(endpoint) => (
          <EndpointItem key={endpoint.id} endpoint={endpoint} result={result?.endpointId === endpoint.id ? result : undefined} />
        )}
      </ListOrEmpty>
    </Panel>
  )
}

/** One endpoint; `result` is what a form about this endpoint answered. */
function EndpointItem({ endpoint, result }: { endpoint: WebhookEndpointView; result?: WebhookFormResult }) {
  const t = useT()
  const isOff = endpoint.disabledAt !== null
  const fields = { endpointId: endpoint.id }
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0" data-testid="webhook-endpoint" data-url={endpoint.url} data-state={isOff ? 'off' : 'on'}>
      <EndpointSummary endpoint={endpoint} isOff={isOff} />
      {result ? <ResultMessage result={result} /> : null}
      <div className="flex flex-wrap items-start gap-2">
        <RowButton intent="webhook-test" fields={fields} label={t('workspace.webhooks.test')} testId="webhook-test" />
        {isOff ? (
          <RowButton intent="webhook-enable" fields={fields} label={t('workspace.webhooks.enable')} testId="webhook-enable" />
        ) : (
          <RowButton intent="webhook-disable" fields={fields} label={t('workspace.webhooks.disable')} testId="webhook-disable" />
        )}
        <ConfirmButton intent="webhook-delete" fields={fields} label={t('workspace.webhooks.delete')} confirmLabel={t('workspace.webhooks.deleteConfirm')}>
          <span className="[overflow-wrap:anywhere]">{t('workspace.webhooks.deleteText', { url: endpoint.url })}</span>
        </ConfirmButton>
      </div>
      <WebhookDeliveryLog deliveries={endpoint.deliveries} isEndpointOff={isOff} isOpen={result?.done === 'tested' || result?.done === 'redelivered'} />
    </li>
  )
}

/** An endpoint's address, whether it is on, its events, its last delivery and, when off, why. */
function EndpointSummary({ endpoint, isOff }: { endpoint: WebhookEndpointView; isOff: boolean }) {
  const t = useT()
  const day = useShortDate()
  return (
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
      {endpoint.disabledAt ? <OffNotice endpoint={endpoint} disabledAt={endpoint.disabledAt} /> : null}
    </div>
  )
}

/** Why an endpoint is off: switched off after failures in a row, or by an Admin. */
function OffNotice({ endpoint, disabledAt }: { endpoint: WebhookEndpointView; disabledAt: Date | string }) {
  const t = useT()
  const day = useShortDate()
  return (
    <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
      {endpoint.consecutiveFailures >= AUTO_DISABLE_FAILURES
        ? t('workspace.webhooks.offAuto', { date: day(disabledAt), count: endpoint.consecutiveFailures })
        : t('workspace.webhooks.offManual', { date: day(disabledAt) })}
    </p>
  )
}
