import { Link } from 'react-router'
import { formatDollars } from '../../people/mrr'
import { offerSummary } from '../../../billing/offers/offer-terms'
import type { OfferKind } from '../../../db/schema/billing-vocabulary'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { AdminTable, adminTime, Badge } from '../admin-ui'

export interface OfferRow {
  id: string
  code: string
  name: string
  purpose: 'signup' | 'retention'
  kind: OfferKind
  percentOff: number
  amountOffCents: number
  trialDays: number
  pauseMonths: number
  periods: number | null
  planLabel: string
  redemptionCount: number
  redemptionLimit: number | null
  endsAt: Date | null
  state: 'live' | 'ended' | 'used up' | 'archived'
}

const stateTones = { live: 'green', ended: 'slate', 'used up': 'amber', archived: 'slate' } as const

const columns: TableColumn<OfferRow>[] = [
  {
    header: 'Offer',
    cell: (o) => (
      <>
        <Link to={`/admin/offers/${o.id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{o.code}</Link>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{o.name}</span>
      </>
    ),
  },
  { header: 'Terms', cell: (o) => <>{offerSummary(o, formatDollars)}<span className="block text-xs text-slate-600 dark:text-slate-400">{o.planLabel}</span></> },
  { header: 'Shown', headerClassName: 'hidden md:table-cell', className: 'hidden md:table-cell', cell: (o) => (o.purpose === 'signup' ? `/offer/${o.code}` : 'Cancel page') },
  {
    header: 'Redemptions',
    headerClassName: 'text-right',
    className: 'text-right tabular-nums',
    cell: (o) => (o.redemptionLimit === null ? o.redemptionCount.toLocaleString('en-US') : `${o.redemptionCount.toLocaleString('en-US')} / ${o.redemptionLimit.toLocaleString('en-US')}`),
  },
  { header: 'Ends', headerClassName: 'hidden sm:table-cell', className: 'hidden whitespace-nowrap sm:table-cell', cell: (o) => (o.endsAt ? adminTime(o.endsAt) : 'No end') },
  { header: 'State', cell: (o) => <Badge tone={stateTones[o.state]}>{o.state}</Badge> },
]

export function OffersTable({ offers }: { offers: OfferRow[] }) {
  return (
    <AdminTable testId="offers-table" label="Offers">
      <ColumnRows columns={columns} rows={offers} rowKey={(o) => o.id} />
    </AdminTable>
  )
}
