import { Form } from 'react-router'
import { formatMoney } from '../../../billing/plan-math'
import { useLanguage, useT } from '../../../i18n/i18n'
import { formatDate } from '../../../lib/dates'
import { primaryButtonClass } from '../../../ui/forms'

interface Payment {
  status: string
  amountCents: number
  cardBrand: string | null
  cardLast4: string | null
  paidAt: Date | string | null
  refundedAt: Date | string | null
}

/** A booked campaign's payment in the portal: paid (with the card), refunded, or still to pay. */
export function PaymentPanel({ payment }: { payment: Payment }) {
  const t = useT()
  const language = useLanguage()
  const amount = formatMoney(payment.amountCents, language)
  const day = (value: Date | string | null) => (value ? formatDate(value, language, 'longDate') : '')
  return (
    <section aria-labelledby="payment-title" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="booking-payment" data-status={payment.status}>
      <h2 id="payment-title" className="text-lg font-semibold">{t('booking.paymentTitle')}</h2>
      {payment.status === 'paid' ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t('booking.paymentPaid', { amount, date: day(payment.paidAt) })}
          {payment.cardLast4 ? ` · ${t('booking.paymentCard', { brand: payment.cardBrand ?? '', last4: payment.cardLast4 })}` : null}
        </p>
      ) : null}
      {payment.status === 'refunded' ? (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('booking.paymentRefunded', { amount, date: day(payment.refundedAt) })}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('booking.canceledNote')}</p>
        </>
      ) : null}
      {payment.status === 'pending' ? (
        <Form method="post" className="mt-2 space-y-3">
          <p className="text-slate-700 dark:text-slate-300">{t('booking.paymentPending')}</p>
          <button type="submit" name="intent" value="pay" className={primaryButtonClass}>{t('booking.payNow', { amount })}</button>
        </Form>
      ) : null}
    </section>
  )
}
