import type { MessageKey } from '../../i18n/en'
import { useLanguage, useT, type Translate } from '../../i18n/i18n'
import { formatDate } from '../../lib/dates'
import { RowButton } from '../../workspaces/components/workspace-ui'
import type { WebhookDeliveryView } from './webhooks-views'

const statusStyles: Record<string, string> = {
  succeeded: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-200',
  pending: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100',
}
const statusKeys: Record<string, MessageKey> = {
  succeeded: 'workspace.webhooks.status.succeeded',
  failed: 'workspace.webhooks.status.failed',
  pending: 'workspace.webhooks.status.pending',
}

/** A moment to the second, in UTC (so server and browser agree), in the reader's language. */
function useDateTime() {
  const language = useLanguage()
  return (value: Date | string) => `${formatDate(value, language, 'dateTimeSeconds')} UTC`
}

/** Why a delivery failed, in the reader's language; a failure logged before reasons were kept shows its text as written. */
const errorText = (t: Translate, delivery: WebhookDeliveryView) => (delivery.errorReason ? t(delivery.errorReason.key, delivery.errorReason.values) : delivery.error)

/**
 * An endpoint's delivery log, newest first: when, which event, the outcome, attempts, the last
 * answer and how long it took, the error; Redeliver sends a finished delivery again.
 */
export function WebhookDeliveryLog({ deliveries, isEndpointOff, isOpen }: { deliveries: WebhookDeliveryView[]; isEndpointOff: boolean; isOpen: boolean }) {
  const t = useT()
  return (
    <details className="group rounded-xl border border-slate-200 dark:border-slate-800" open={isOpen || undefined} data-testid="webhook-log">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        <span>{t('workspace.webhooks.log', { count: deliveries.length })}</span>
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400">▾</span>
      </summary>
      <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-800">
        <p className="text-xs text-slate-600 dark:text-slate-400">{t(isEndpointOff ? 'workspace.webhooks.logNoteOff' : 'workspace.webhooks.logNote')}</p>
        {deliveries.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('workspace.webhooks.logEmpty')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {deliveries.map((delivery) => <DeliveryRow key={delivery.id} delivery={delivery} isEndpointOff={isEndpointOff} />)}
          </ol>
        )}
      </div>
    </details>
  )
}

/** One delivery: its outcome, event and time, the attempts and the last answer, and Redeliver once it is finished. */
function DeliveryRow({ delivery, isEndpointOff }: { delivery: WebhookDeliveryView; isEndpointOff: boolean }) {
  const t = useT()
  const moment = useDateTime()
  // The server refuses to redeliver to a switched-off endpoint, test events excepted.
  const canRedeliver = delivery.status !== 'pending' && (!isEndpointOff || delivery.event === 'webhook.test')
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3"
      data-testid="webhook-delivery"
      data-id={delivery.id}
      data-event={delivery.event}
      data-status={delivery.status}
    >
      <div className="min-w-0 flex-1 basis-64">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[delivery.status] ?? statusStyles.pending}`}>
            {statusKeys[delivery.status] ? t(statusKeys[delivery.status]!) : delivery.status}
          </span>
          <code className="font-mono text-sm text-slate-900 dark:text-white">{delivery.event}</code>
          <time className="text-xs text-slate-600 dark:text-slate-400" dateTime={new Date(delivery.createdAt).toISOString()}>{moment(delivery.createdAt)}</time>
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600 tabular-nums dark:text-slate-400">
          <span>{delivery.attempts === 0 ? t('workspace.webhooks.notTried') : t('workspace.webhooks.attempts', { count: delivery.attempts })}</span>
          {delivery.responseStatus !== null ? <span>{t('workspace.webhooks.response', { status: delivery.responseStatus })}</span> : null}
          {delivery.responseMs !== null ? <span>{t('workspace.webhooks.responseMs', { ms: delivery.responseMs })}</span> : null}
          {delivery.lastAttemptAt && delivery.attempts > 1 ? <span>{t('workspace.webhooks.lastAttempt', { time: moment(delivery.lastAttemptAt) })}</span> : null}
        </p>
        {delivery.errorReason || delivery.error ? <p className="mt-1 text-xs break-words text-red-700 dark:text-red-300">{errorText(t, delivery)}</p> : null}
      </div>
      {canRedeliver ? <RowButton intent="webhook-redeliver" fields={{ deliveryId: delivery.id }} label={t('workspace.webhooks.redeliver')} testId="webhook-redeliver" /> : null}
    </li>
  )
}
