import { data, redirect, useNavigation } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { AdminHeader } from '../admin/components/admin-ui'
import { OfferForm } from '../admin/components/offers/offer-form'
import { OffersTable } from '../admin/components/offers/offers-table'
import { recordAudit } from '../audit/audit.server'
import { createOffer, offerPlanChoices, offerRows } from '../billing/offers/admin-offers.server'
import { offerSchema } from '../billing/offers/offer-input'
import { getDb } from '../db/client.server'
import { parseForm } from '../lib/parse-form.server'
import type { Route } from './+types/admin.offers'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'billing.manage')
  const db = getDb()
  const [offers, plans] = await Promise.all([offerRows(db), offerPlanChoices(db)])
  return { offers, plans }
}

/** Creates an offer and opens it; a refused form comes back with what was typed. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'billing.manage')
  const parsed = await parseForm(request, offerSchema)
  if (!parsed.ok) return parsed.reply({})
  const db = getDb()
  if (parsed.data.planId && !(await offerPlanChoices(db)).some((p) => p.id === parsed.data.planId)) {
    return data({ errors: { planId: 'Choose one of the paid plans' }, values: parsed.values }, { status: 400 })
  }
  const offer = await createOffer(db, parsed.data)
  if (!offer) return data({ errors: { code: `An offer with the code ${parsed.data.code} exists already` }, values: parsed.values }, { status: 400 })
  await recordAudit(db, { actorId: admin.id, action: 'offer.create', targetType: 'offer', targetId: offer.id, details: { code: offer.code, purpose: offer.purpose, kind: offer.kind } })
  throw redirect(`/admin/offers/${offer.id}`)
}

export const meta = () => [{ title: 'Offers · Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminOffers({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const state = { values: actionData?.values ?? { purpose: 'signup', kind: 'percent' }, errors: actionData?.errors ?? {} }
  return (
    <div className="space-y-8">
      <AdminHeader title="Offers" description="Discounts and longer trials with their own link (/offer/CODE, also typed as a promotion code at checkout), and retention offers shown on the cancel page. Both payment providers apply them." />
      {loaderData.offers.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">No offers yet.</p> : <OffersTable offers={loaderData.offers} />}
      <OfferForm state={state} plans={loaderData.plans} isPending={navigation.state !== 'idle' && navigation.formMethod === 'POST'} />
    </div>
  )
}
