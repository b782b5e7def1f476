import { Link, redirect } from 'react-router'
import { payLocalCheckout } from '../billing/actions.server'
import { readAttribution } from '../attribution/attribution.server'
import { addDays, addInterval } from '../billing/plan-math'
import { getPaidPlan } from '../billing/plans.server'
import { getBillingProvider } from '../billing/provider-choice.server'
import { findLiveSubscription, hasHadSubscription } from '../billing/state.server'
import { checkoutSchema } from '../billing/local/test-cards'
import { findOfferByCode, offerRefusal } from '../billing/offers/offers.server'
import { offerPriceCents, termsOf, trialDaysFor } from '../billing/offers/offer-terms'
import { requireUser } from '../accounts/session.server'
import { CheckoutForm } from '../billing/components/checkout-form'
import { useBillingFormat } from '../billing/components/billing-format'
import { getDb } from '../db/client.server'
import { isBillingError } from '../lib/app-error'
import type { FormFailure } from '../lib/form-values'
import { appErrorResponse, notFound } from '../lib/error-responses.server'
import type { Route } from './+types/subscription.checkout'
import { parseForm } from '../lib/parse-form.server'
import { titleMeta } from '../seo/meta'

/** The local provider's checkout (test mode). With Stripe, checkout happens on Stripe's page. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  if (getBillingProvider().name !== 'local') throw redirect('/subscription')
  const db = getDb()
  const plan = await getPaidPlan(db, new URL(request.url).searchParams.get('plan') ?? '').catch((error: unknown) => {
    if (isBillingError(error)) throw notFound()
    throw error
  })
  if (await findLiveSubscription(db, user.id)) throw redirect('/subscription')
  const isFirst = !(await hasHadSubscription(db, user.id))
  const now = new Date()
  // An offer link's code is applied and shown; one that no longer applies says why on the code field.
  const code = new URL(request.url).searchParams.get('offer')?.slice(0, 40) ?? ''
  const found = code ? await findOfferByCode(db, code) : undefined
  const refusal = code ? offerRefusal(found, { planId: plan.id, now, isTrialEligible: isFirst }) : null
  const offer = found && !refusal ? found : null
  const trialDays = trialDaysFor({ tier: plan.tier, isFirst, offer })
  const isTrial = trialDays > 0
  return {
    plan: { id: plan.id, name: plan.name, interval: plan.interval, priceCents: plan.priceCents },
    isTrial,
    firstChargeAt: isTrial ? addDays(now, trialDays) : now,
    renewsAt: isTrial ? addDays(now, trialDays) : addInterval(now, plan.interval),
    name: user.name,
    offer: offer ? { ...termsOf(offer), priceCents: offerPriceCents(plan.priceCents, offer) } : null,
    offerCode: code.toUpperCase(),
    offerErrorKey: refusal ? `billing.error.${refusal.code}` : null,
  }
}

type CheckoutState = FormFailure & { errorKey: string | null }

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  // The values sent back never hold the card number or the security code (see keepValues).
  const parsed = await parseForm(request, checkoutSchema)
  if (!parsed.ok) return parsed.reply({ errorKey: null })
  const { values } = parsed
  let isTrial: boolean
  try {
    isTrial = (await payLocalCheckout(getDb(), { user, form: parsed.data, attribution: readAttribution(request, parsed.form) })).isTrial
  } catch (error) {
    if (!isBillingError(error)) throw error
    return appErrorResponse(error, ({ code, field, message }): CheckoutState => ({ errors: field ? { [field]: message } : {}, values, errorKey: `billing.error.${code}` }))
  }
  throw redirect(`/subscription?subscribed=${isTrial ? 'trial' : 'paid'}`)
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.checkout')

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useBillingFormat()
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-bold tracking-wide text-amber-900 dark:bg-amber-400/15 dark:text-amber-200" data-testid="test-mode">
        {t('checkout.testMode')}
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold tracking-tight">{t('checkout.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t('checkout.testModeText')}</p>
      <CheckoutForm checkout={loaderData} state={actionData} />
      <p className="mt-8">
        <Link to="/subscription" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('checkout.back')}</Link>
      </p>
    </div>
  )
}
