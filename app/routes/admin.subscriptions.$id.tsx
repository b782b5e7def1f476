import { Link } from 'react-router'
import { notFound } from '../lib/error-responses.server'
import { z } from 'zod'
import { formatDollars, mrrDefinition } from '../admin/people/mrr'
import { getSubscriptionDetail } from '../admin/people/subscriptions.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, adminTime } from '../admin/components/admin-ui'
import { capitalize, SubscriptionStatusBadge } from '../admin/components/people/people-badges'
import { EventsPanel, InvoicesPanel } from '../admin/components/people/subscription-history'
import { Facts } from '../admin/components/people/user-overview'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.subscriptions.$id'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'billing.manage')
  const id = z.uuid().safeParse(params.id)
  const detail = id.success ? await getSubscriptionDetail(getDb(), id.data) : null
  if (!detail) throw notFound()
  return detail
}

export const meta = () => [{ title: 'Subscription · Admin' }, { name: 'robots', content: 'noindex' }]

const link = 'font-medium text-brand-600 hover:underline dark:text-brand-300'

export default function AdminSubscription({ loaderData }: Route.ComponentProps) {
  const { subscription: s, user, plan, mrrCents, events, invoices } = loaderData
  const interval = plan.interval === 'year' ? 'yearly' : 'monthly'
  return (
    <>
      <Link to="/admin/subscriptions" className={`text-sm ${link}`}>← Subscriptions</Link>
      <div className="mt-4">
        <AdminHeader title={`${plan.name} ${interval}`} description={`${user.name} · ${user.email}`} actions={<SubscriptionStatusBadge status={s.status} />} />
      </div>
      <div className="mt-6 space-y-6">
        <AdminPanel title="Subscription">
          <Facts
            items={[
              ['Member', <Link key="u" to={`/admin/users/${user.id}`} className={link}>{user.name}</Link>],
              ['Member’s tier', capitalize(user.tier) + (user.tier !== plan.tier && s.status !== 'canceled' ? ' (differs from the plan: admin override)' : '')],
              ['Price', `${formatDollars(plan.priceCents)} / ${plan.interval}${s.discountPercent ? ` − ${s.discountPercent}%${s.promotionCode ? ` (${s.promotionCode})` : ''}` : ''}`],
              ['MRR contribution', <span key="m" title={mrrDefinition}>{formatDollars(mrrCents)}</span>],
              ['Current period', `${adminTime(s.currentPeriodStart)} → ${adminTime(s.currentPeriodEnd)}`],
              ['Trial end', adminTime(s.trialEnd)],
              ['Cancels at period end', s.cancelAtPeriodEnd ? 'Yes' : 'No'],
              ['Scheduled change', s.scheduledPlan ? `${s.scheduledPlan.name} ${s.scheduledPlan.interval === 'year' ? 'yearly' : 'monthly'} at renewal` : '—'],
              ['Grace ends', adminTime(s.graceEndsAt)],
              ['Canceled / ended', `${adminTime(s.canceledAt)} / ${adminTime(s.endedAt)}`],
              ['Credit', formatDollars(s.creditCents)],
              ['Card', s.card ?? '—'],
              ['Provider', `${capitalize(s.provider)}${s.providerSubscriptionId ? ` · ${s.providerSubscriptionId}` : ''}`],
              ['Created', adminTime(s.createdAt)],
            ]}
          />
          <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
            Plan changes, cancellation and refunds go through the member’s billing ({s.provider === 'stripe' ? 'the Stripe dashboard' : 'local test mode'}); an admin can only override the member’s tier on their user page.
          </p>
        </AdminPanel>
        <InvoicesPanel invoices={invoices} />
        <EventsPanel events={events} />
      </div>
    </>
  )
}
