import { Link } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, AdminTable, Badge, FigureGrid, adminTime } from '../admin/components/admin-ui'
import { formatDollars } from '../admin/people/mrr'
import { listGifts } from '../billing/gifts/gifts.server'
import { getDb } from '../db/client.server'
import type { GiftStatus } from '../billing/gifts/gifts.server'
import type { Route } from './+types/admin.gifts'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'billing.manage')
  return { gifts: await listGifts(getDb()) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Gifts · Admin' }, { name: 'robots', content: 'noindex' }]

const states: Record<GiftStatus, { label: string; tone: 'slate' | 'amber' | 'blue' | 'green' }> = {
  pending: { label: 'Awaiting payment', tone: 'slate' },
  paid: { label: 'Paid, not sent yet', tone: 'amber' },
  sent: { label: 'Sent, not redeemed', tone: 'blue' },
  redeemed: { label: 'Redeemed', tone: 'green' },
}

/** Admin → Gifts: every Premium gift bought on /gift, and where each is now. */
export default function AdminGifts({ loaderData }: Route.ComponentProps) {
  const { gifts } = loaderData
  const paid = gifts.filter((g) => g.status !== 'pending')
  const count = (status: GiftStatus) => String(gifts.filter((g) => g.status === status).length)
  return (
    <div className="space-y-6">
      <AdminHeader title="Gifts" description="Premium bought as a gift on /gift: paid once, sent on the buyer's day, redeemed once, never renewed." />
      <FigureGrid
        figures={[
          { label: 'Paid gifts', value: String(paid.length), testId: 'gifts-paid' },
          { label: 'Revenue', value: formatDollars(paid.reduce((sum, g) => sum + g.amountCents, 0)), testId: 'gifts-revenue' },
          { label: 'Waiting to be sent', value: count('paid'), testId: 'gifts-scheduled' },
          { label: 'Redeemed', value: count('redeemed'), testId: 'gifts-redeemed' },
        ]}
      />
      <AdminPanel title={gifts.length >= 200 ? 'The latest 200 gifts' : 'Gifts'} testId="gift-list">
        {gifts.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No gifts yet. Members buy them from the plans page (/gift).</p>
        ) : (
          <AdminTable label="Gifts">
            <thead>
              <tr className="text-left">
                <th className="px-3 py-2">Recipient</th>
                <th className="px-3 py-2">From</th>
                <th className="px-3 py-2">Gift</th>
                <th className="px-3 py-2">State</th>
                <th className="px-3 py-2">Send date</th>
                <th className="px-3 py-2">Redeemed</th>
              </tr>
            </thead>
            <tbody>
              {gifts.map((g) => (
                <tr key={g.id} className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="gift-row">
                  <td className="px-3 py-2"><span className="font-semibold">{g.recipientName}</span><span className="block text-xs text-slate-600 dark:text-slate-400">{g.recipientEmail}</span></td>
                  <td className="px-3 py-2">{g.buyerName}<span className="block text-xs text-slate-600 dark:text-slate-400">{g.buyerEmail}</span></td>
                  <td className="px-3 py-2 whitespace-nowrap">{g.months} {g.months === 1 ? 'month' : 'months'} · {formatDollars(g.amountCents)}<span className="block text-xs text-slate-600 dark:text-slate-400">{g.provider === 'stripe' ? 'Stripe' : 'Test mode'}</span></td>
                  <td className="px-3 py-2"><Badge tone={states[g.status].tone}>{states[g.status].label}</Badge></td>
                  <td className="px-3 py-2 whitespace-nowrap">{adminTime(g.sentAt ?? g.sendAt)}</td>
                  <td className="px-3 py-2">
                    {g.redeemedAt ? (
                      <>
                        {g.redeemedBy ? <Link to={`/admin/users/${g.redeemedBy}`} className="font-semibold hover:underline">{g.redeemerName}</Link> : 'A deleted account'}
                        <span className="block text-xs text-slate-600 dark:text-slate-400">{adminTime(g.redeemedAt)}{g.startsAt && g.startsAt > g.redeemedAt ? ` · starts ${adminTime(g.startsAt)}` : ''}</span>
                      </>
                    ) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </AdminPanel>
    </div>
  )
}
