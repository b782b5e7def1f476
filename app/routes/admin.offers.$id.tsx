import { Form, Link } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, AdminTable, adminButton, adminTime, FigureGrid } from '../admin/components/admin-ui'
import { formatDollars } from '../admin/people/mrr'
import { recordAudit } from '../audit/audit.server'
import { getOffer, listRedemptions, offerRow, setOfferActive } from '../billing/offers/admin-offers.server'
import { offerSummary } from '../billing/offers/offer-terms'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import type { Route } from './+types/admin.offers.$id'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'billing.manage')
  const db = getDb()
  const id = z.uuid().safeParse(params.id)
  const offer = id.success ? await offerRow(db, id.data) : undefined
  if (!offer) throw notFound()
  const redemptions = await listRedemptions(db, offer.id)
  return { offer, redemptions, link: `${getConfig().SITE_URL.replace(/\/$/, '')}/offer/${offer.code}` }
}

const stateForm = z.object({ intent: z.enum(['archive', 'restore']) })

/** Ends an offer now (its link says it has ended) or brings it back. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'billing.manage')
  const parsed = await parseForm(request, stateForm, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return parsed.reply({})
  const db = getDb()
  const id = z.uuid().safeParse(params.id)
  const offer = id.success ? await getOffer(db, id.data) : undefined
  if (!offer) throw notFound()
  await setOfferActive(db, offer.id, parsed.data.intent === 'restore')
  await recordAudit(db, { actorId: admin.id, action: `offer.${parsed.data.intent}`, targetType: 'offer', targetId: offer.id, details: { code: offer.code } })
  return { ok: true }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.offer.code ?? 'Offer'} · Offers · Admin` }, { name: 'robots', content: 'noindex' }]

export default function AdminOffer({ loaderData }: Route.ComponentProps) {
  const { offer, redemptions, link } = loaderData
  return (
    <div className="space-y-6">
      <AdminHeader
        title={offer.code}
        description={`${offer.name}: ${offerSummary(offer, formatDollars)}, ${offer.planLabel.toLowerCase() === 'any paid plan' ? 'on any paid plan' : `for ${offer.planLabel}`}.`}
        back={{ to: '/admin/offers', label: 'All offers' }}
        actions={
          <Form method="post">
            {offer.state === 'archived' ? (
              <button type="submit" name="intent" value="restore" className={adminButton.secondary}>Restore offer</button>
            ) : (
              <button type="submit" name="intent" value="archive" className={adminButton.danger}>End offer now</button>
            )}
          </Form>
        }
      />
      <FigureGrid
        figures={[
          { label: 'State', value: offer.state, testId: 'offer-state' },
          { label: 'Redemptions', value: offer.redemptionLimit === null ? String(offer.redemptionCount) : `${offer.redemptionCount} / ${offer.redemptionLimit}`, testId: 'offer-redemptions' },
          { label: 'Ends', value: offer.endsAt ? adminTime(offer.endsAt) : 'No end', testId: 'offer-ends' },
          { label: 'Shown', value: offer.purpose === 'signup' ? 'Offer link' : 'Cancel page', testId: 'offer-purpose' },
        ]}
      />
      {offer.purpose === 'signup' ? (
        <AdminPanel title="Link to share">
          <p className="break-all font-mono text-sm" data-testid="offer-link">{link}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Members can also type {offer.code} as the promotion code at checkout. <Link to={`/offer/${offer.code}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">Open the offer page</Link></p>
        </AdminPanel>
      ) : null}
      <AdminPanel title={redemptions.length < offer.redemptionCount ? `Redemptions: the latest ${redemptions.length} of ${offer.redemptionCount}` : 'Redemptions'} testId="offer-redemption-list">
        {redemptions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No one has used this offer yet.</p>
        ) : (
          <AdminTable label="Redemptions">
            <thead>
              <tr className="text-left"><th className="px-3 py-2">Member</th><th className="px-3 py-2">Plan</th><th className="px-3 py-2">When</th></tr>
            </thead>
            <tbody>
              {redemptions.map((r) => (
                <tr key={r.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="px-3 py-2"><Link to={`/admin/users/${r.userId}`} className="font-semibold hover:underline">{r.name}</Link><span className="block text-xs text-slate-600 dark:text-slate-400">{r.email}</span></td>
                  <td className="px-3 py-2">{r.planId ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{adminTime(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </AdminPanel>
    </div>
  )
}
