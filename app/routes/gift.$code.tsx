import { data, Form, Link, useNavigation } from 'react-router'
import { getUser, requireUser } from '../accounts/session.server'
import { useBillingFormat } from '../billing/components/billing-format'
import { giftByCode, giftRefusal, redeemGift } from '../billing/gifts/gifts.server'
import { findLiveSubscription, accessEndsAt } from '../billing/state.server'
import { getDb } from '../db/client.server'
import { appErrorResponse } from '../lib/error-responses.server'
import { refusalText } from '../i18n/reader-message.server'
import { titleMeta } from '../seo/meta'
import { FormMessage, primaryButtonClass, secondaryButtonClass } from '../ui/forms'
import type { Route } from './+types/gift.$code'

/**
 * A gift's redeem page (`/gift/{code}`): who gave it, their message and what redeeming does for
 * this reader; 404 for an unknown link, 410 once redeemed. Never cached: the link is a secret.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = getDb()
  const gift = await giftByCode(db, params.code)
  const refused = giftRefusal(gift)
  if (refused || !gift) {
    const { status, key } = refused!
    return data({ refusal: refusalText({ key, values: {} }), gift: null, isSignedIn: false, runningUntil: null, isGiftRunning: false }, { status })
  }
  const user = await getUser(request)
  const live = user ? await findLiveSubscription(db, user.id) : undefined
  return data(
    {
      refusal: null,
      gift: { buyerName: gift.buyerName, recipientName: gift.recipientName, months: gift.months, message: gift.message },
      isSignedIn: Boolean(user),
      runningUntil: live ? accessEndsAt(live) : null,
      isGiftRunning: live?.provider === 'gift',
    },
  )
}

/** Redeems the gift into the signed-in reader's account: once, whoever asks second is refused (410). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  try {
    const time = await redeemGift(getDb(), { code: params.code, userId: user.id })
    return { redeemed: time.kind, date: time.kind === 'waiting' ? time.from : time.until }
  } catch (error) {
    return appErrorResponse(error, (refusal) => ({ redeemed: null, date: null, message: refusal.message }))
  }
}

/** The link is a secret: never stored by a cache, never sent on as a referrer. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

export const meta: Route.MetaFunction = ({ matches }) => [...titleMeta(matches, 'title.giftRedeem'), { name: 'robots', content: 'noindex' }]

export default function GiftRedeemPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, date } = useBillingFormat()
  const navigation = useNavigation()
  const { gift, refusal, isSignedIn, runningUntil, isGiftRunning } = loaderData
  const done = actionData && actionData.redeemed ? actionData : null
  const failed = actionData && !actionData.redeemed && 'message' in actionData ? actionData.message : null
  const back = encodeURIComponent(`/gift/${params.code}`)
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
      <p className="text-sm font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('gifts.redeem.eyebrow')}</p>
      {done ? (
        <div data-testid="gift-redeemed">
          <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight">{t('gifts.redeem.doneTitle')}</h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            {t(done.redeemed === 'waiting' ? 'gifts.redeem.waiting' : done.redeemed === 'extended' ? 'gifts.redeem.extended' : 'gifts.redeem.started', { date: date(done.date!) })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/education" className={primaryButtonClass}>{t('gifts.redeem.start')}</Link>
            <Link to="/subscription" className={secondaryButtonClass}>{t('gifts.redeem.seeSubscription')}</Link>
          </div>
        </div>
      ) : !gift ? (
        <div className="mt-4 space-y-6" data-testid="gift-unavailable">
          <h1 className="font-serif text-4xl font-bold tracking-tight">{t('gifts.redeem.unavailableTitle')}</h1>
          <FormMessage tone="error">{refusal}</FormMessage>
          <Link to="/subscription" className={secondaryButtonClass}>{t('offer.seePlans')}</Link>
        </div>
      ) : (
        <>
          <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight">{t('gifts.redeem.title', { buyer: gift.buyerName, count: gift.months })}</h1>
          {gift.message ? (
            <figure className="mt-6 rounded-2xl border-s-4 border-brand-500 bg-brand-50 px-5 py-4 dark:bg-brand-400/10">
              <blockquote className="font-serif text-lg whitespace-pre-line" data-testid="gift-message">{gift.message}</blockquote>
              <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-400">— {gift.buyerName}</figcaption>
            </figure>
          ) : null}
          <p className="mt-6 text-slate-700 dark:text-slate-300">{t('gifts.redeem.what')}</p>
          {failed ? <div className="mt-6"><FormMessage tone="error">{failed}</FormMessage></div> : null}
          {isSignedIn ? (
            <Form method="post" className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              {runningUntil ? (
                <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="gift-stacking">
                  {isGiftRunning ? t('gifts.redeem.extends', { count: gift.months }) : t('gifts.redeem.stacks', { date: date(runningUntil) })}
                </p>
              ) : null}
              <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>
                {navigation.state === 'submitting' ? t('gifts.redeem.redeeming') : t('gifts.redeem.button')}
              </button>
            </Form>
          ) : (
            <div className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <p className="text-slate-700 dark:text-slate-300">{t('gifts.redeem.signInHint')}</p>
              <div className="flex flex-wrap gap-3">
                <Link to={`/login?redirect=${back}`} className={primaryButtonClass}>{t('gifts.redeem.signIn')}</Link>
                <Link to={`/register?redirect=${back}`} className={secondaryButtonClass}>{t('gifts.redeem.register')}</Link>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  )
}
