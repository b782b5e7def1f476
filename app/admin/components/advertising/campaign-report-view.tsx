import type { ReactNode } from 'react'
import { AdminPanel, AdminTable } from '../admin-ui'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import type { AdFigures, CampaignReport } from '../../../ads/report.server'
import { count, percent } from './ad-figures'

const invalidLabels: Record<string, string> = {
  bot: 'Bots and crawlers',
  prefetch: 'Prefetched or prerendered pages',
  ad_free_reader: 'Readers on an ad-free plan',
  unknown_nonce: 'Unknown ad token',
  expired: 'After the token expired (4 hours)',
  replayed: 'Repeated view or click',
  click_before_view: 'Click before the ad was viewable',
  rate_exceeded: 'Reader past the daily limit',
}

const ctr = (f: AdFigures) => (f.viewable > 0 ? percent(f.clicks / f.viewable, 2) : '—')

/** The figure columns after a first column that names the row. */
function figureColumns<Row extends AdFigures>(first: string, label: (row: Row) => ReactNode): TableColumn<Row>[] {
  return [
    { header: first, cell: label },
    { header: 'Served', className: 'tabular-nums', cell: (r) => count(r.served) },
    { header: 'Viewable', className: 'tabular-nums', cell: (r) => count(r.viewable) },
    { header: 'Clicks', className: 'tabular-nums', cell: (r) => count(r.clicks) },
    { header: 'CTR', className: 'tabular-nums', cell: ctr },
  ]
}

function FigureTable<Row extends AdFigures>({ title, rows, first, label, rowKey }: { title: string; rows: Row[]; first: string; label: (row: Row) => ReactNode; rowKey: (row: Row) => string }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length > 0 ? (
        <AdminTable label={title}>
          <ColumnRows columns={figureColumns(first, label)} rows={rows} rowKey={rowKey} />
        </AdminTable>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">Nothing counted yet.</p>
      )}
    </section>
  )
}

type Day = CampaignReport['byDay'][number]
const dayColumns: TableColumn<Day>[] = [
  ...figureColumns<Day>('Day', (d) => d.day),
  { header: 'Delivered so far', className: 'tabular-nums', cell: (d) => count(d.delivered) },
  { header: 'Planned so far', className: 'tabular-nums', cell: (d) => count(d.planned) },
]

/** A campaign's report: totals, delivery by day against plan, and its figures by creative, placement and category. */
export function CampaignReportView({ report }: { report: CampaignReport }) {
  const { totals } = report
  const tiles = [
    ['Served', count(totals.served)],
    ['Viewable', count(totals.viewable)],
    ['Viewability', percent(totals.viewability)],
    ['Clicks', count(totals.clicks)],
    ['CTR', percent(totals.clickThrough, 2)],
  ] as const
  const invalid = Object.entries(report.invalid)
  return (
    <div className="space-y-8">
      <dl className="grid gap-3 sm:grid-cols-5" data-testid="report-totals">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`total-${label.toLowerCase()}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Delivery by day</h2>
        <AdminTable label="Delivery by day" testId="report-days">
          <ColumnRows columns={dayColumns} rows={report.byDay} rowKey={(d) => d.day} />
        </AdminTable>
      </section>
      <FigureTable title="By creative" rows={report.byCreative} first="Creative" label={(r) => r.headline} rowKey={(r) => r.creativeId} />
      <FigureTable title="By placement" rows={report.byPlacement} first="Placement" label={(r) => r.placement} rowKey={(r) => r.placement} />
      <FigureTable title="By category" rows={report.byCategory} first="Category" label={(r) => r.category || 'Pages without a category'} rowKey={(r) => r.category} />
      <AdminPanel title="Invalid traffic (never billed)" testId="report-invalid">
        {invalid.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {invalid.map(([reason, events]) => (
              <li key={reason}>
                {invalidLabels[reason] ?? reason}: <span className="tabular-nums">{count(events ?? 0)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">None recorded.</p>
        )}
      </AdminPanel>
    </div>
  )
}
