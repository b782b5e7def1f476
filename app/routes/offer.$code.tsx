import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { getUser, requireUser } from '../accounts/session.server'
import { startSubscription } from '../billing/actions.server'
import { readAttribution } from '../attribution/attribution.server'
import { AttributionField } from '../attribution/visit-trail'
import { useBillingFormat } from '../billing/components/billing-format'
import { useOfferWords } from '../billing/components/offer-words'
import { offerPage } from '../billing/offers/offer-page.server'
import { getDb } from '../db/client.server'
import { isBillingError } from '../lib/app-error'
import { appErrorResponse, notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { titleMeta } from '../seo/meta'
import { FormMessage, primaryButtonClass, secondaryButtonClass } from '../ui/forms'
import type { Route } from './+types/offer.$code'

/** An offer's own page (`/offer/STUDENT50`): its terms and the price with it; 410 once it ended or was used up. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getUser(request)
  const page = await offerPage(getDb(), params.code, { userId: user?.id ?? null })
  if (!page) throw notFound()
  return data({ ...page, isSignedIn: Boolean(user) }, { status: page.state === 'live' ? 200 : 410, headers: { 'Cache-Control': 'private, no-store' } })
}

const claimSchema = z.object({ plan: z.string().min(1).max(64) })

/** Claiming leads to checkout with the offer applied, by whichever provider takes payments. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, claimSchema)
  if (!parsed.ok) return parsed.reply({ errorKey: 'billing.error.invalid_plan' })
  try {
    const { url } = await startSubscription(getDb(), { user, planId: parsed.data.plan, offerCode: params.code, attribution: readAttribution(request, parsed.form) })
    throw redirect(url)
  } catch (error) {
    if (!isBillingError(error)) throw error
    return appErrorResponse(error, ({ code }) => ({ errors: {}, values: parsed.values, errorKey: `billing.error.${code}` }))
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [...titleMeta(matches, 'title.offer'), { name: 'robots', content: 'noindex' }]

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, money, date, planLabel, key } = useBillingFormat()
  const { termsWords } = useOfferWords()
  const navigation = useNavigation()
  const { offer, plans, state } = loaderData
  const errorKey = (actionData as { errorKey?: string } | undefined)?.errorKey
  const per = (interval: string) => t(interval === 'year' ? 'billing.perYear' : 'billing.perMonth')
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
      <p className="text-sm font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('offer.eyebrow')}</p>
      <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight">{offer.name}</h1>
      {offer.description ? <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{offer.description}</p> : null}
      <p className="mt-4 inline-flex rounded-full bg-brand-50 px-4 py-1.5 font-semibold text-brand-800 dark:bg-brand-400/15 dark:text-brand-200" data-testid="offer-terms">
        {termsWords(offer)}
      </p>
      {state !== 'live' ? (
        <div className="mt-8 space-y-4" data-testid="offer-unavailable">
          <FormMessage tone="error">{t(state === 'ended' ? 'offer.ended' : 'offer.usedUp')}</FormMessage>
          <Link to="/subscription" className={secondaryButtonClass}>{t('offer.seePlans')}</Link>
        </div>
      ) : (
        <Form method="post" className="mt-8 space-y-6 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="offer-claim">
          {errorKey ? <FormMessage tone="error">{t(key(errorKey))}</FormMessage> : null}
          <AttributionField />
          <fieldset>
            <legend className="text-lg font-semibold">{plans.length > 1 ? t('offer.choosePlan') : t('offer.forPlan', { plan: planLabel(plans[0]!) })}</legend>
            <div className="mt-3 space-y-2">
              {plans.map((plan, index) => (
                <label key={plan.id} className="flex items-start gap-3 rounded-xl border border-slate-200 px-4 py-3 has-[:checked]:border-brand-500 dark:border-slate-700" data-testid={`offer-plan-${plan.id}`}>
                  <input type="radio" name="plan" value={plan.id} defaultChecked={index === 0} className="mt-1.5" />
                  <span>
                    <span className="block font-semibold">{planLabel(plan)}</span>
                    {offer.kind === 'trial' ? (
                      <span className="block text-sm text-slate-600 dark:text-slate-400">{t('offer.trialThen', { price: money(plan.priceCents), per: per(plan.interval) })}</span>
                    ) : (
                      <>
                        <span className="block text-lg" data-testid="offer-price">
                          {t('offer.price', { price: money(plan.offerCents), full: money(plan.priceCents) })}
                          {per(plan.interval)}
                        </span>
                        {offer.periods !== null ? <span className="block text-sm text-slate-600 dark:text-slate-400">{t('offer.then', { price: money(plan.priceCents), per: per(plan.interval) })}</span> : null}
                      </>
                    )}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {offer.endsAt || offer.left !== null ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {offer.endsAt ? t('offer.endsOn', { date: date(offer.endsAt) }) : null} {offer.left !== null ? t('offer.left', { count: offer.left }) : null}
            </p>
          ) : null}
          {loaderData.isSubscribed ? (
            <FormMessage tone="info">{t('offer.alreadySubscribed')}</FormMessage>
          ) : loaderData.isSignedIn ? (
            <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? t('offer.claiming') : t('offer.claim')}
            </button>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('offer.signInHint')}</p>
              <div className="flex flex-wrap gap-3">
                <Link to={`/login?redirect=${encodeURIComponent(`/offer/${offer.code}`)}`} className={primaryButtonClass}>{t('offer.signIn')}</Link>
                <Link to={`/register?redirect=${encodeURIComponent(`/offer/${offer.code}`)}`} className={secondaryButtonClass}>{t('offer.register')}</Link>
              </div>
            </div>
          )}
        </Form>
      )}
    </div>
  )
}
