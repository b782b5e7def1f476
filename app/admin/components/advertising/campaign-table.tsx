import { Link } from 'react-router'
import { AdminTable, Badge } from '../admin-ui'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import type { CampaignRow } from '../../../ads/campaigns.server'
import { count, percent } from './ad-figures'

const statusTone = { live: 'green', scheduled: 'blue', paused: 'amber', completed: 'slate', draft: 'slate', in_review: 'amber', canceled: 'red' } as const

const columns: TableColumn<CampaignRow>[] = [
  {
    header: 'Campaign',
    cell: (c) => (
      <>
        <Link to={`/admin/advertising/${c.id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {c.name}
        </Link>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{c.advertiser}</span>
      </>
    ),
  },
  { header: 'Status', cell: (c) => <Badge tone={statusTone[c.status as keyof typeof statusTone] ?? 'slate'}>{c.status.replace('_', ' ')}</Badge> },
  { header: 'Flight', className: 'whitespace-nowrap', cell: (c) => `${c.startsOn} → ${c.endsOn}` },
  { header: 'Viewable / sold', className: 'tabular-nums', cell: (c) => `${count(c.viewable)} / ${count(c.soldImpressions)}` },
  { header: 'Clicks', className: 'tabular-nums', cell: (c) => count(c.clicks) },
  {
    header: 'Pace',
    cell: (c) =>
      c.isBehind ? (
        <Badge tone="red">{percent(c.behind, 0)} behind</Badge>
      ) : c.status === 'live' ? (
        <Badge tone="green">On pace</Badge>
      ) : (
        '—'
      ),
  },
]

/** Every campaign with its delivery and pace. */
export function CampaignTable({ campaigns }: { campaigns: CampaignRow[] }) {
  return (
    <AdminTable testId="campaigns" label="Campaigns">
      <ColumnRows columns={columns} rows={campaigns} rowKey={(c) => c.id} />
    </AdminTable>
  )
}
