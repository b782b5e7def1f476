import type { listInvoices } from '../billing-overview.server'
import type { Plan } from '../plans.server'
import { useBillingFormat } from './billing-format'

type Invoice = Awaited<ReturnType<typeof listInvoices>>[number]

const statusTone = {
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  open: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
  void: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
} as Record<string, string>

/** The member's payment history (local charges, or Stripe invoices with their links). */
export function InvoiceTable({ invoices, plans }: { invoices: Invoice[]; plans: Plan[] }) {
  const { t, money, date, planLabel, key } = useBillingFormat()
  if (invoices.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t('billing.noInvoices')}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-start text-sm" data-testid="invoices">
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-2 pe-4 font-semibold">{t('billing.date')}</th>
            <th scope="col" className="py-2 pe-4 font-semibold">{t('billing.description')}</th>
            <th scope="col" className="py-2 pe-4 text-end font-semibold">{t('billing.amount')}</th>
            <th scope="col" className="py-2 font-semibold">{t('billing.status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {invoices.map((invoice) => {
            const plan = plans.find((p) => p.id === invoice.planId)
            return (
              <tr key={invoice.id} data-testid="invoice-row" data-kind={invoice.kind} data-status={invoice.status}>
                <td className="py-2 pe-4 whitespace-nowrap">{date(invoice.createdAt)}</td>
                <td className="py-2 pe-4">
                  {t(key(`billing.kind.${invoice.kind}`))}
                  {plan ? ` · ${planLabel(plan)}` : ''}
                  {invoice.hostedUrl ? (
                    <a href={invoice.hostedUrl} className="ms-2 font-semibold text-brand-700 hover:underline dark:text-brand-300" rel="noreferrer" target="_blank">{t('billing.viewInvoice')}</a>
                  ) : null}
                </td>
                <td className="py-2 pe-4 text-end tabular-nums">{money(invoice.amountCents, invoice.currency)}</td>
                <td className="py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[invoice.status] ?? ''}`}>{t(key(`billing.invoice.${invoice.status}`))}</span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
