import type { ReactNode } from 'react'
import { useLanguage, useT, type Translate } from '../../../i18n/i18n'
import { formatDay } from '../../../lib/dates'
import { formatPercent, formatWhole } from '../../../lib/format'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { DataTable } from '../../../ui/data-table'
import { invalidReasons, isAdPlacement } from '../../ad-choices'
import type { AdFigures, CampaignReport } from '../../report.server'
import { PaceChart } from './pace-chart'
import { articleColumns, editionColumns, episodeColumns } from './sponsorship-columns'

type Formats = { whole: (n: number) => string; percent: (fraction: number, digits?: number) => string }

/** The figure columns after a first column that names the row. */
function figureColumns<Row extends AdFigures>(t: Translate, f: Formats, first: string, label: (row: Row) => ReactNode): TableColumn<Row>[] {
  const number = (header: string, cell: (row: Row) => string): TableColumn<Row> => ({ header, className: 'tabular-nums whitespace-nowrap', cell })
  return [
    { header: first, cell: label },
    number(t('advertiser.report.served'), (r) => f.whole(r.served)),
    number(t('advertiser.report.viewable'), (r) => f.whole(r.viewable)),
    number(t('advertiser.report.clicks'), (r) => f.whole(r.clicks)),
    number(t('advertiser.report.ctr'), (r) => (r.viewable > 0 ? f.percent(r.clicks / r.viewable, 2) : '—')),
  ]
}

/** One table of the report under its heading; "Nothing counted yet" while it has no rows. */
function ReportTable<Row>({ title, rows, columns, rowKey, testId }: { title: string; rows: Row[]; columns: TableColumn<Row>[]; rowKey: (row: Row) => string; testId?: string }) {
  const t = useT()
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length > 0 ? (
        <DataTable label={title} testId={testId}>
          <ColumnRows columns={columns} rows={rows} rowKey={rowKey} />
        </DataTable>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('advertiser.report.nothingYet')}</p>
      )}
    </section>
  )
}

/**
 * A campaign's report, in the reader's language: totals, delivery against plan (chart and
 * table), the figures by creative, placement and category, and invalid traffic by reason.
 * The advertiser portal, a shared report link and the admin console all show this one view.
 */
export function CampaignReportView({ report }: { report: CampaignReport }) {
  const t = useT()
  const language = useLanguage()
  const f: Formats = { whole: (n) => formatWhole(n, language), percent: (fraction, digits = 1) => formatPercent(fraction, language, digits) }
  const { totals } = report
  const tiles = [
    ['served', t('advertiser.report.served'), f.whole(totals.served)],
    ['viewable', t('advertiser.report.viewable'), f.whole(totals.viewable)],
    ['viewability', t('advertiser.report.viewability'), f.percent(totals.viewability)],
    ['clicks', t('advertiser.report.clicks'), f.whole(totals.clicks)],
    ['ctr', t('advertiser.report.ctr'), f.percent(totals.clickThrough, 2)],
  ] as const
  type Day = CampaignReport['byDay'][number]
  const dayColumns: TableColumn<Day>[] = [
    ...figureColumns<Day>(t, f, t('advertiser.report.day'), (d) => <time dateTime={d.day} className="whitespace-nowrap">{formatDay(d.day, language, 'date')}</time>),
    { header: t('advertiser.report.deliveredLine'), className: 'tabular-nums whitespace-nowrap', cell: (d) => f.whole(d.delivered) },
    { header: t('advertiser.report.plannedLine'), className: 'tabular-nums whitespace-nowrap', cell: (d) => f.whole(d.planned) },
  ]
  const invalid = invalidReasons.filter((reason) => (report.invalid[reason] ?? 0) > 0)
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="report-totals">
        {tiles.map(([id, label, value]) => (
          <div key={id} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`total-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <PaceChart days={report.byDay} />
      <ReportTable title={t('advertiser.report.byDay')} rows={report.byDay} columns={dayColumns} rowKey={(d) => d.day} testId="report-days" />
      <ReportTable title={t('advertiser.report.byCreative')} rows={report.byCreative} columns={figureColumns<CampaignReport['byCreative'][number]>(t, f, t('advertiser.report.creative'), (r) => r.headline)} rowKey={(r) => r.creativeId} testId="report-creatives" />
      <ReportTable
        title={t('advertiser.report.byPlacement')}
        rows={report.byPlacement}
        columns={figureColumns<CampaignReport['byPlacement'][number]>(t, f, t('advertiser.report.placement'), (r) => (isAdPlacement(r.placement) ? t(`advertiser.placement.${r.placement}`) : r.placement))}
        rowKey={(r) => r.placement}
      />
      <ReportTable title={t('advertiser.report.byCategory')} rows={report.byCategory} columns={figureColumns<CampaignReport['byCategory'][number]>(t, f, t('advertiser.report.category'), (r) => r.category || t('advertiser.report.noCategory'))} rowKey={(r) => r.category} />
      {report.newsletter.length > 0 ? <ReportTable title={t('advertiser.newsletter.title')} rows={report.newsletter} columns={editionColumns(t, language)} rowKey={(e) => e.editionId} testId="report-newsletter" /> : null}
      {report.sponsored.length > 0 ? <ReportTable title={t('advertiser.sponsored.title')} rows={report.sponsored} columns={articleColumns(t, language)} rowKey={(a) => a.id} testId="report-sponsored" /> : null}
      {report.episodes.length > 0 ? <ReportTable title={t('advertiser.podcast.title')} rows={report.episodes} columns={episodeColumns(t, language)} rowKey={(e) => e.id} testId="report-episodes" /> : null}
      <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="report-invalid">
        <h2 className="mb-3 text-lg font-semibold">{t('advertiser.report.invalidTitle')}</h2>
        {invalid.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {invalid.map((reason) => (
              <li key={reason}>
                {t(`advertiser.invalid.${reason}`)}: <span className="tabular-nums">{f.whole(report.invalid[reason] ?? 0)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('advertiser.report.invalidNone')}</p>
        )}
      </section>
    </div>
  )
}
