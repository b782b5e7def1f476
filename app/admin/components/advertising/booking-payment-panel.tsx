import { Form } from 'react-router'
import { formatMoney } from '../../../billing/plan-math'
import { AdminPanel, adminButton, adminTime } from '../admin-ui'

interface Payment {
  provider: string
  status: string
  amountCents: number
  paidAt: Date | string | null
  refundedAt: Date | string | null
}

/**
 * A campaign booked on /advertising: what was paid and how, and, while it has not run (in
 * review or scheduled), the way out when staff cannot run it: cancel it and refund in full.
 */
export function BookingPaymentPanel({ payment, status }: { payment: Payment; status: string }) {
  const amount = formatMoney(payment.amountCents)
  const provider = payment.provider === 'stripe' ? 'Stripe' : 'test mode'
  const canRefund = payment.status === 'paid' && (status === 'in_review' || status === 'scheduled')
  return (
    <AdminPanel title="Self-serve booking" testId="admin-booking-payment">
      <p className="text-sm">
        {payment.status === 'paid' ? `Paid ${amount} (${provider}) ${adminTime(payment.paidAt)}.` : null}
        {payment.status === 'refunded' ? `Refunded ${amount} (${provider}) ${adminTime(payment.refundedAt)}.` : null}
        {payment.status === 'pending' ? `Not paid yet: ${amount} through ${provider}. It goes to review once paid.` : null}
      </p>
      {status === 'in_review' ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Approving one of its creatives in the review queue schedules the campaign for its flight.</p> : null}
      {canRefund ? (
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="refund" className={adminButton.danger}>Cancel and refund {amount}</button>
        </Form>
      ) : null}
    </AdminPanel>
  )
}
