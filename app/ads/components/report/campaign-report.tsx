import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useLanguage, useT, type Translate } from '../../../i18n/i18n'
import { formatDate, formatDay } from '../../../lib/dates'
import { formatPercent, formatWhole } from '../../../lib/format'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { DataTable } from '../../../ui/data-table'
import { invalidReasons, isAdPlacement } from '../../ad-choices'
import type { AdFigures, CampaignReport } from '../../report.server'
import { PaceChart } from './pace-chart'

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

function FigureTable<Row extends AdFigures>({ title, rows, columns, rowKey, testId }: { title: string; rows: Row[]; columns: TableColumn<Row>[]; rowKey: (row: Row) => string; testId?: string }) {
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

type SponsoredEdition = CampaignReport['newsletter'][number]

/** The sponsored newsletter editions: copies delivered, and copies whose sponsored link was clicked. */
function NewsletterTable({ editions }: { editions: SponsoredEdition[] }) {
  const t = useT()
  const language = useLanguage()
  const columns: TableColumn<SponsoredEdition>[] = [
    { header: t('advertiser.newsletter.edition'), cell: (e) => e.subject },
    { header: t('advertiser.newsletter.sent'), className: 'whitespace-nowrap', cell: (e) => (e.sentAt ? formatDate(e.sentAt, language) : '—') },
    { header: t('advertiser.newsletter.delivered'), className: 'tabular-nums whitespace-nowrap', cell: (e) => formatWhole(e.delivered, language) },
    { header: t('advertiser.newsletter.clicks'), className: 'tabular-nums whitespace-nowrap', cell: (e) => formatWhole(e.uniqueClicks, language) },
    { header: t('advertiser.newsletter.clickRate'), className: 'tabular-nums whitespace-nowrap', cell: (e) => (e.delivered > 0 ? formatPercent(e.uniqueClicks / e.delivered, language, 2) : '—') },
  ]
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{t('advertiser.newsletter.title')}</h2>
      <DataTable label={t('advertiser.newsletter.title')} testId="report-newsletter">
        <ColumnRows columns={columns} rows={editions} rowKey={(e) => e.editionId} />
      </DataTable>
    </section>
  )
}

type SponsoredArticle = CampaignReport['sponsored'][number]

/** The articles the campaign sponsors, with their reads. */
function SponsoredTable({ articles }: { articles: SponsoredArticle[] }) {
  const t = useT()
  const language = useLanguage()
  const columns: TableColumn<SponsoredArticle>[] = [
    { header: t('advertiser.sponsored.article'), cell: (a) => <Link to={`/news/${a.slug}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{a.title}</Link> },
    { header: t('advertiser.sponsored.reads'), className: 'tabular-nums whitespace-nowrap', cell: (a) => formatWhole(a.reads, language) },
  ]
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{t('advertiser.sponsored.title')}</h2>
      <DataTable label={t('advertiser.sponsored.title')} testId="report-sponsored">
        <ColumnRows columns={columns} rows={articles} rowKey={(a) => a.id} />
      </DataTable>
    </section>
  )
}

type SponsoredEpisode = CampaignReport['episodes'][number]

/** The podcast episodes the campaign sponsors, with their IAB downloads since the sponsorship began. */
function EpisodeTable({ episodes }: { episodes: SponsoredEpisode[] }) {
  const t = useT()
  const language = useLanguage()
  const columns: TableColumn<SponsoredEpisode>[] = [
    { header: t('advertiser.podcast.episode'), cell: (e) => <Link to={`/podcasts/${e.slug}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{e.title}</Link> },
    { header: t('advertiser.podcast.downloads'), className: 'tabular-nums whitespace-nowrap', cell: (e) => formatWhole(e.downloads, language) },
  ]
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{t('advertiser.podcast.title')}</h2>
      <DataTable label={t('advertiser.podcast.title')} testId="report-episodes">
        <ColumnRows columns={columns} rows={episodes} rowKey={(e) => e.id} />
      </DataTable>
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
      <FigureTable title={t('advertiser.report.byDay')} rows={report.byDay} columns={dayColumns} rowKey={(d) => d.day} testId="report-days" />
      <FigureTable title={t('advertiser.report.byCreative')} rows={report.byCreative} columns={figureColumns<CampaignReport['byCreative'][number]>(t, f, t('advertiser.report.creative'), (r) => r.headline)} rowKey={(r) => r.creativeId} testId="report-creatives" />
      <FigureTable
        title={t('advertiser.report.byPlacement')}
        rows={report.byPlacement}
        columns={figureColumns<CampaignReport['byPlacement'][number]>(t, f, t('advertiser.report.placement'), (r) => (isAdPlacement(r.placement) ? t(`advertiser.placement.${r.placement}`) : r.placement))}
        rowKey={(r) => r.placement}
      />
      <FigureTable title={t('advertiser.report.byCategory')} rows={report.byCategory} columns={figureColumns<CampaignReport['byCategory'][number]>(t, f, t('advertiser.report.category'), (r) => r.category || t('advertiser.report.noCategory'))} rowKey={(r) => r.category} />
      {report.newsletter.length > 0 ? <NewsletterTable editions={report.newsletter} /> : null}
      {report.sponsored.length > 0 ? <SponsoredTable articles={report.sponsored} /> : null}
      {report.episodes.length > 0 ? <EpisodeTable episodes={report.episodes} /> : null}
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
