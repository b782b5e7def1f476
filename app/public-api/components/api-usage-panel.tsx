import { lazy, Suspense, useId, type ReactNode } from 'react'
import { useLanguage, useT } from '../../i18n/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { Panel, useShortDate } from '../../workspaces/components/workspace-ui'
import type { WorkspaceApiUsage } from '../usage.server'

// recharts is fetched only when the daily chart is drawn in the browser.
const TrendChart = lazy(() => import('../../ui/trend-chart'))

/** Workspace → API, usage: this month's requests against the quota, per day, per key and per endpoint. */
export function ApiUsagePanel({ usage }: { usage: WorkspaceApiUsage }) {
  return (
    <div className="space-y-6" data-testid="api-usage">
      <QuotaMeter usage={usage} />
      <DailyChart usage={usage} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SplitTable
          titleKey="workspace.api.byKeyTitle"
          columnKey="workspace.api.key"
          total={usage.requests}
          rows={usage.byKey.map((row) => ({
            id: row.keyId,
            label: (
              <>
                <span className="font-medium">{row.name}</span>{' '}
                <code className="font-mono text-xs text-slate-600 dark:text-slate-400">{row.prefix}…</code>
                {row.isRevoked ? <RevokedNote /> : null}
              </>
            ),
            requests: row.requests,
          }))}
          testId="api-usage-by-key"
        />
        <SplitTable
          titleKey="workspace.api.byEndpointTitle"
          columnKey="workspace.api.endpoint"
          total={usage.requests}
          rows={usage.byEndpoint.map((row) => ({ id: row.operationId, label: <code className="font-mono text-xs">{row.label}</code>, requests: row.requests }))}
          testId="api-usage-by-endpoint"
        />
      </div>
    </div>
  )
}

function RevokedNote() {
  const t = useT()
  return <span className="text-xs text-slate-600 dark:text-slate-400"> · {t('workspace.api.revoked')}</span>
}

function QuotaMeter({ usage }: { usage: WorkspaceApiUsage }) {
  const t = useT()
  const language = useLanguage()
  const day = useShortDate()
  const heading = useId()
  const number = (value: number) => value.toLocaleString(language)
  const share = Math.min(100, Math.round((usage.requests / Math.max(1, usage.quota)) * 100))
  // A few requests still show as a sliver, not an empty bar.
  const barWidth = usage.requests > 0 ? Math.max(share, 1) : 0
  const isFull = usage.requests >= usage.quota
  return (
    <section aria-labelledby={heading} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={heading} className="text-lg font-semibold">{t('workspace.api.usageTitle')}</h2>
        <p className="text-sm font-medium tabular-nums text-slate-700 dark:text-slate-200" data-testid="api-quota-usage">
          {t('workspace.api.usage', { used: number(usage.requests), quota: number(usage.quota) })}
          <span className="text-slate-500 dark:text-slate-400"> · {t('workspace.api.usageLeft', { left: number(Math.max(0, usage.quota - usage.requests)) })}</span>
        </p>
      </div>
      <div
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        role="meter"
        aria-label={t('workspace.api.usageTitle')}
        aria-valuemin={0}
        aria-valuemax={usage.quota}
        aria-valuenow={Math.min(usage.requests, usage.quota)}
        aria-valuetext={t('workspace.api.usage', { used: number(usage.requests), quota: number(usage.quota) })}
      >
        <div className={`h-full rounded-full ${isFull ? 'bg-red-600' : share >= 80 ? 'bg-amber-500' : 'bg-brand-600'}`} style={{ width: `${barWidth}%` }} />
      </div>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {isFull ? (
          <span className="font-medium text-red-700 dark:text-red-300">{t('workspace.api.usageFull', { date: day(usage.resetsOn) })}</span>
        ) : (
          <>
            {share >= 80 ? <span className="font-medium text-amber-800 dark:text-amber-200">{t('workspace.api.usageNear')} </span> : null}
            {t('workspace.api.usageText', { date: day(usage.resetsOn) })}
          </>
        )}
      </p>
    </section>
  )
}

/** The month's requests per day as bars (recharts, drawn once the page runs scripts), with the same figures in a table. */
function DailyChart({ usage }: { usage: WorkspaceApiUsage }) {
  const t = useT()
  const language = useLanguage()
  const day = useShortDate()
  const isHydrated = useHydrated()
  const title = t('workspace.api.dailyTitle')
  const total = usage.daily.reduce((sum, point) => sum + point.value, 0).toLocaleString(language)
  const placeholder = <div className="h-full animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" />
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="api-daily-chart">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold">{title}</span>
        <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{t('workspace.api.dailyTotal', { total })}</span>
      </figcaption>
      <div className="mt-4 h-48 text-brand-600 dark:text-brand-400" role="img" aria-label={t('workspace.api.dailyLabel', { title, total })}>
        {isHydrated ? (
          <Suspense fallback={placeholder}>
            <TrendChart points={usage.daily} kind="bar" label={t('workspace.api.requests')} format={(value) => value.toLocaleString(language)} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">{t('workspace.api.dailyTable')}</summary>
        <div className="mt-3 max-h-72 overflow-y-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full text-start">
            <thead className="sticky top-0 bg-slate-50 dark:bg-slate-950">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">{t('workspace.api.day')}</th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">{t('workspace.api.requests')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {usage.daily.map((point) => (
                <tr key={point.day}>
                  <td className="px-3 py-1.5">{day(point.day)}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{point.value.toLocaleString(language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

function SplitTable({
  titleKey,
  columnKey,
  total,
  rows,
  testId,
}: {
  titleKey: 'workspace.api.byKeyTitle' | 'workspace.api.byEndpointTitle'
  columnKey: 'workspace.api.key' | 'workspace.api.endpoint'
  total: number
  rows: { id: string; label: ReactNode; requests: number }[]
  testId: string
}) {
  const t = useT()
  const language = useLanguage()
  const sum = Math.max(1, rows.reduce((all, row) => all + row.requests, 0), total)
  return (
    <Panel title={t(titleKey)} testId={testId}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('workspace.api.noRequests')}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="py-2 pe-3 font-semibold">{t(columnKey)}</th>
              <th scope="col" className="py-2 pe-3 text-end font-semibold">{t('workspace.api.requests')}</th>
              <th scope="col" className="py-2 text-end font-semibold">{t('workspace.api.share')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row) => (
              <tr key={row.id} data-testid="api-usage-row">
                <td className="py-2 pe-3 break-words">{row.label}</td>
                <td className="py-2 pe-3 text-end tabular-nums">{row.requests.toLocaleString(language)}</td>
                <td className="py-2 text-end tabular-nums">{Math.round((row.requests / sum) * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  )
}
