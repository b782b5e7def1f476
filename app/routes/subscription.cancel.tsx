import { Form, Link, redirect, useNavigation } from 'react-router'
import { requireUser } from '../accounts/session.server'
import { cancellationSchema, cancelWithReason } from '../billing/cancellation.server'
import { getBillingOverview } from '../billing/billing-overview.server'
import { useBillingFormat } from '../billing/components/billing-format'
import { getDb } from '../db/client.server'
import { cancelReasons } from '../billing/cancel-reasons'
import { isBillingError } from '../lib/app-error'
import { appErrorResponse } from '../lib/error-responses.server'
import type { FormFailure } from '../lib/form-values'
import { checkForm } from '../lib/parse-form.server'
import { readForm } from '../lib/read-form.server'
import { z } from 'zod'
import { findLiveSubscription } from '../billing/state.server'
import { acceptRetentionOffer, retentionOfferFor } from '../billing/offers/retention.server'
import { useOfferWords } from '../billing/components/offer-words'
import { termsOf } from '../billing/offers/offer-terms'
import { pauseWindow } from '../billing/pauses.server'
import { readAttribution } from '../attribution/attribution.server'
import { AttributionField } from '../attribution/visit-trail'
import { titleMeta } from '../seo/meta'
import { TextAreaField } from '../ui/select-field'
import { FormMessage, primaryButtonClass, secondaryButtonClass } from '../ui/forms'
import type { Route } from './+types/subscription.cancel'

/** The member's live subscription that can still be cancelled, or a way back to the plans. */
async function cancellable(userId: string) {
  const { current } = await getBillingOverview(getDb(), userId)
  if (!current || current.cancelAtPeriodEnd) throw redirect('/subscription')
  return current
}

/** The retention offer this member may take instead of cancelling, in the words the page needs (a pause with its dates). */
async function offerFor(userId: string) {
  const db = getDb()
  const live = await findLiveSubscription(db, userId)
  const offer = live ? await retentionOfferFor(db, live) : null
  if (!live || !offer) return null
  return { id: offer.id, ...termsOf(offer), pause: offer.kind === 'pause' ? pauseWindow(live, offer.pauseMonths) : null }
}

/**
 * Cancelling asks why first: the member picks a reason and may say more, then confirms. A
 * retention offer configured for cancellation is shown above, and taking it keeps the subscription.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const current = await cancellable(user.id)
  return { plan: { name: current.plan.name, interval: current.plan.interval }, accessEndsAt: current.accessEndsAt, offer: await offerFor(user.id) }
}

type CancelState = FormFailure & { errorKey: string | null }

const acceptOfferSchema = z.object({ offerId: z.uuid() })

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const isAcceptingOffer = form.get('intent') === 'accept-offer'
  const parsed = isAcceptingOffer ? checkForm(form, acceptOfferSchema) : checkForm(form, cancellationSchema)
  if (!parsed.ok) return parsed.reply({ errorKey: null })
  await cancellable(user.id)
  try {
    if (isAcceptingOffer) {
      await acceptRetentionOffer(getDb(), { userId: user.id, offerId: (parsed.data as z.output<typeof acceptOfferSchema>).offerId })
      throw redirect('/subscription?kept=1')
    }
    await cancelWithReason(getDb(), { userId: user.id, ...(parsed.data as z.output<typeof cancellationSchema>), attribution: readAttribution(request, form) })
  } catch (error) {
    if (!isBillingError(error)) throw error
    const { values } = parsed
    return appErrorResponse(error, ({ code }): CancelState => ({ errors: {}, values, errorKey: `billing.error.${code}` }))
  }
  throw redirect('/subscription?cancelled=1')
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.cancelSubscription')

export default function CancelSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t, date, planLabel, key } = useBillingFormat()
  const { termsWords } = useOfferWords()
  const navigation = useNavigation()
  const { offer } = loaderData
  const state = actionData as CancelState | undefined
  const chosen = state?.values?.reason
  const reasonError = state?.errors?.reason
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold tracking-tight">{t('cancelFlow.title')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {t('cancelFlow.intro', { plan: planLabel(loaderData.plan), date: date(loaderData.accessEndsAt) })}
      </p>
      {offer ? (
        <Form method="post" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-400/30 dark:bg-brand-400/10" data-testid="retention-offer" aria-labelledby="retention-offer-title">
          <h2 id="retention-offer-title" className="text-xl font-bold">{t(offer.pause ? 'cancelFlow.pauseTitle' : 'cancelFlow.offerTitle')}</h2>
          <p className="mt-2 text-slate-800 dark:text-slate-200">
            {offer.pause
              ? t('cancelFlow.pauseText', { plan: planLabel(loaderData.plan), count: offer.pauseMonths, start: date(offer.pause.pauseStartsAt), until: date(offer.pause.pausedUntil) })
              : t('cancelFlow.offerText', { plan: planLabel(loaderData.plan), terms: termsWords(offer) })}
          </p>
          <input type="hidden" name="intent" value="accept-offer" />
          <input type="hidden" name="offerId" value={offer.id} />
          <button type="submit" className={`${primaryButtonClass} mt-4`} disabled={navigation.state === 'submitting'}>{t(offer.pause ? 'cancelFlow.pauseAccept' : 'cancelFlow.offerAccept')}</button>
        </Form>
      ) : null}
      <Form method="post" className="mt-8 space-y-6" data-testid="cancel-form">
        <AttributionField />
        {state?.errorKey ? <FormMessage tone="error">{t(key(state.errorKey))}</FormMessage> : null}
        <fieldset aria-describedby={reasonError ? 'reason-error' : undefined}>
          <legend className="text-lg font-semibold">{t('cancelFlow.reasonLabel')}</legend>
          <div className="mt-3 space-y-2">
            {cancelReasons.map((reason) => (
              <label key={reason} className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-400 dark:border-slate-700">
                <input type="radio" name="reason" value={reason} required defaultChecked={chosen === reason} />
                <span>{t(key(`cancelFlow.reason.${reason}`))}</span>
              </label>
            ))}
          </div>
          {reasonError ? <p id="reason-error" className="mt-2 text-sm text-red-600 dark:text-red-400" role="alert">{reasonError}</p> : null}
        </fieldset>
        <TextAreaField label={t('cancelFlow.noteLabel')} name="note" rows={4} maxLength={1000} defaultValue={state?.values?.note} error={state?.errors?.note} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>{t('cancelFlow.confirm')}</button>
          <Link to="/subscription" className={secondaryButtonClass}>{t('cancelFlow.keep')}</Link>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('cancelFlow.dataKept')}</p>
      </Form>
    </div>
  )
}
