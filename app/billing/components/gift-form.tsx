import { useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { BillingProviderName } from '../../config.server'
import { FormMessage, primaryButtonClass, secondaryButtonClass, TextField } from '../../ui/forms'
import { TextAreaField } from '../../ui/select-field'
import { GIFT_MESSAGE_MAX } from '../gifts/gift-input'
import type { GiftChoice } from '../gifts/gift-terms'
import { ProviderNotice, useBillingFormat } from './billing-format'
import { CardFields, TestCardTable } from './card-fields'

interface State {
  errors: Record<string, string>
  values: Record<string, string>
  message: string | null
}

interface Props {
  provider: BillingProviderName
  prices: GiftChoice[]
  buyer: { name: string; email: string } | null
  today: string
  isCanceled: boolean
  state: State | null
}

const pageClass = 'mx-auto max-w-5xl px-4 py-14 sm:px-6'

/** /gift: the length, the recipient, the message and the send date, then the payment. */
export function GiftForm({ provider, prices, buyer, today, isCanceled, state }: Props) {
  const { t, money } = useBillingFormat()
  const navigation = useNavigation()
  const values = state?.values ?? {}
  const errors = state?.errors ?? {}
  const [months, setMonths] = useState(Number(values.months ?? 12))
  const chosen = prices.find((p) => p.months === months) ?? prices.at(-1)
  const isSubmitting = navigation.state === 'submitting'
  return (
    <div className={pageClass}>
      <div className="text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('gifts.eyebrow')}</p>
        <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight sm:text-5xl">{t('gifts.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('gifts.intro')}</p>
      </div>
      <div className="mx-auto mt-6 max-w-3xl space-y-3">
        <ProviderNotice provider={provider} />
        {isCanceled && !state ? <FormMessage tone="info">{t('gifts.checkoutCanceled')}</FormMessage> : null}
        {state?.message ? <FormMessage tone="error">{state.message}</FormMessage> : null}
      </div>
      {provider === 'none' || prices.length === 0 || !chosen ? (
        <p className="mx-auto mt-8 max-w-xl text-center text-slate-700 dark:text-slate-300" data-testid="gifts-unavailable">{t('gifts.unavailable')}</p>
      ) : (
        <Form method="post" className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]" aria-label={t('gifts.formLabel')}>
          <div className="space-y-8 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <fieldset>
              <legend className="text-lg font-semibold">{t('gifts.lengthLegend')}</legend>
              <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {prices.map((price) => (
                  <label key={price.months} className="flex cursor-pointer flex-col rounded-xl border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-500 dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-400/10">
                    <input type="radio" name="months" value={price.months} checked={price.months === months} onChange={() => setMonths(price.months)} className="sr-only" />
                    <span className="font-semibold">{t('gifts.months', { count: price.months })}</span>
                    <span className="mt-1 text-lg font-bold tabular-nums" data-testid={`gift-price-${price.months}`}>{money(price.amountCents)}</span>
                    <span className="text-xs text-slate-600 dark:text-slate-400">{t('gifts.perMonth', { price: money(Math.round(price.amountCents / price.months)) })}</span>
                  </label>
                ))}
              </div>
              {errors.months ? <p className="mt-2 text-sm text-red-600 dark:text-red-400" role="alert">{errors.months}</p> : null}
            </fieldset>
            <fieldset className="grid gap-5 sm:grid-cols-2">
              <legend className="mb-3 text-lg font-semibold">{t('gifts.recipientLegend')}</legend>
              <TextField label={t('gifts.recipientName')} name="recipientName" required maxLength={100} defaultValue={values.recipientName} error={errors.recipientName} />
              <TextField label={t('gifts.recipientEmail')} name="recipientEmail" type="email" required maxLength={254} defaultValue={values.recipientEmail} error={errors.recipientEmail} />
              <div className="sm:col-span-2">
                <TextAreaField label={t('gifts.message')} name="message" rows={4} maxLength={GIFT_MESSAGE_MAX} defaultValue={values.message} error={errors.message} />
                <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{t('gifts.messageHint', { count: GIFT_MESSAGE_MAX })}</p>
              </div>
              <TextField label={t('gifts.sendOn')} name="sendOn" type="date" required min={today} defaultValue={values.sendOn ?? today} error={errors.sendOn}
                hint={<p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{t('gifts.sendOnHint')}</p>} />
            </fieldset>
            <fieldset className="grid gap-5 sm:grid-cols-2">
              <legend className="mb-3 text-lg font-semibold">{t('gifts.buyerLegend')}</legend>
              <TextField label={t('gifts.buyerName')} name="buyerName" required maxLength={100} autoComplete="name" defaultValue={values.buyerName ?? buyer?.name} error={errors.buyerName} />
              <TextField label={t('gifts.buyerEmail')} name="buyerEmail" type="email" required maxLength={254} autoComplete="email" defaultValue={values.buyerEmail ?? buyer?.email} error={errors.buyerEmail}
                hint={<p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{t('gifts.buyerEmailHint')}</p>} />
            </fieldset>
            {provider === 'local' ? (
              <fieldset className="grid gap-5 sm:grid-cols-2">
                <legend className="mb-3 text-lg font-semibold">{t('gifts.payLegend')}</legend>
                <CardFields values={values} errors={errors} name={values.buyerName ?? buyer?.name ?? ''} />
                <label className="flex items-center gap-3 text-sm sm:col-span-2">
                  <input type="checkbox" name="simulateDecline" className="size-4 rounded border-slate-400 accent-brand-600" />
                  {t('checkout.simulateDecline')}
                </label>
              </fieldset>
            ) : null}
          </div>
          <aside aria-labelledby="gift-summary" className="h-fit rounded-2xl border border-slate-200 bg-white p-6 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="gift-summary" className="text-lg font-semibold">{t('checkout.summary')}</h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex justify-between gap-4"><dt>{t('gifts.summaryGift')}</dt><dd className="font-semibold">{t('gifts.months', { count: chosen.months })}</dd></div>
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-700"><dt>{t('checkout.dueToday')}</dt><dd data-testid="gift-total">{money(chosen.amountCents)}</dd></div>
            </dl>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('gifts.once')}</p>
            <button type="submit" className={`${primaryButtonClass} mt-6 w-full`} disabled={isSubmitting}>
              {isSubmitting ? t('checkout.processing') : provider === 'local' ? t('checkout.pay', { amount: money(chosen.amountCents) }) : t('gifts.toCheckout')}
            </button>
            {provider === 'local' ? <TestCardTable /> : null}
          </aside>
        </Form>
      )}
    </div>
  )
}

/** After paying: who gets the gift and when, and where the receipt went. */
export function GiftPaid({ gift }: { gift: { status: string; months: number; amountCents: number; recipientName: string; buyerEmail: string; sendAt: Date | string } }) {
  const { t, money, date } = useBillingFormat()
  const isPaid = gift.status !== 'pending'
  return (
    <div className={`${pageClass} max-w-2xl text-center`}>
      <h1 className="font-serif text-4xl font-bold tracking-tight">{t(isPaid ? 'gifts.paidTitle' : 'gifts.pendingTitle')}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300" data-testid="gift-paid">
        {isPaid
          ? t('gifts.paidText', { months: t('gifts.months', { count: gift.months }), name: gift.recipientName, date: date(gift.sendAt), amount: money(gift.amountCents), email: gift.buyerEmail })
          : t('gifts.pendingText')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/gift" className={secondaryButtonClass}>{t('gifts.another')}</Link>
        <Link to="/" className={primaryButtonClass}>{t('gifts.backHome')}</Link>
      </div>
    </div>
  )
}

/** The plans page's way to /gift. */
export function GiftLink() {
  const { t } = useBillingFormat()
  return (
    <section aria-labelledby="gift-link" className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center sm:flex-row sm:text-start dark:border-slate-800 dark:bg-slate-900">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 shrink-0 text-brand-600 dark:text-brand-300" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <rect x="3" y="8" width="18" height="4" rx="1" /><path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
      </svg>
      <div className="flex-1">
        <h2 id="gift-link" className="text-lg font-semibold">{t('gifts.linkTitle')}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('gifts.linkText')}</p>
      </div>
      <Link to="/gift" className={secondaryButtonClass}>{t('gifts.linkButton')}</Link>
    </section>
  )
}
