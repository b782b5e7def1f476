import { Link } from 'react-router'
import { useLanguage, useT } from '../../../i18n/i18n'
import { formatDay } from '../../../lib/dates'
import { formatWhole } from '../../../lib/format'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { DataTable } from '../../../ui/data-table'
import { campaignStatuses, type CampaignStatus } from '../../ad-choices'
import type { CampaignRow } from '../../campaigns.server'

const isStatus = (status: string): status is CampaignStatus => campaignStatuses.includes(status as CampaignStatus)

/** The member's campaigns: flight, status, viewable impressions against the sold quantity, clicks. */
export function CampaignList({ campaigns }: { campaigns: CampaignRow[] }) {
  const t = useT()
  const language = useLanguage()
  const whole = (n: number) => formatWhole(n, language)
  const columns: TableColumn<CampaignRow>[] = [
    {
      header: t('advertiser.col.campaign'),
      cell: (c) => (
        <Link to={`/advertiser/campaigns/${c.id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300" aria-label={t('advertiser.openReport', { campaign: c.name })}>
          {c.name}
        </Link>
      ),
    },
    { header: t('advertiser.col.flight'), cell: (c) => <span className="whitespace-nowrap">{formatDay(c.startsOn, language, 'date')} → {formatDay(c.endsOn, language, 'date')}</span> },
    {
      header: t('advertiser.col.status'),
      cell: (c) => (
        <>
          {isStatus(c.status) ? t(`advertiser.status.${c.status}`) : c.status}
          {c.isBehind ? <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">{t('advertiser.behindPace')}</span> : null}
        </>
      ),
    },
    { header: t('advertiser.col.delivered'), className: 'tabular-nums whitespace-nowrap', cell: (c) => t('advertiser.deliveredOfSold', { delivered: whole(c.viewable), sold: whole(c.soldImpressions) }) },
    { header: t('advertiser.col.clicks'), className: 'tabular-nums', cell: (c) => whole(c.clicks) },
  ]
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{t('advertiser.campaigns')}</h2>
      {campaigns.length > 0 ? (
        <DataTable label={t('advertiser.campaigns')} testId="portal-campaigns">
          <ColumnRows columns={columns} rows={campaigns} rowKey={(c) => c.id} />
        </DataTable>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{t('advertiser.noCampaigns')}</p>
      )}
    </section>
  )
}
