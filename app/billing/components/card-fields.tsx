import { useT } from '../../i18n/i18n'
import { TextField } from '../../ui/forms'

const testCardRows = [
  ['4242 4242 4242 4242', 'checkout.cardApprove'],
  ['4000 0000 0000 0341', 'checkout.cardDeclineLater'],
  ['4000 0000 0000 0002', 'checkout.cardDecline'],
] as const

/** The test mode's cards and what each does, for the local checkout pages. */
export function TestCardTable() {
  const t = useT()
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold">{t('checkout.testCards')}</h3>
      <table className="mt-2 w-full text-start text-sm">
        <caption className="sr-only">{t('checkout.testCards')}</caption>
        <tbody>
          {testCardRows.map(([number, label]) => (
            <tr key={number} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1.5 pe-3 font-mono font-normal whitespace-nowrap">{number}</th>
              <td className="py-1.5 text-slate-600 dark:text-slate-300">{t(label)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('checkout.anyExpiry')}</p>
    </>
  )
}

/**
 * The card of the local test-mode checkout: name, number, expiry and security code, in a
 * two-column grid. The number and the code are never sent back to the page.
 */
export function CardFields({ values, errors, name }: { values: Record<string, string>; errors: Record<string, string>; name: string }) {
  const t = useT()
  return (
    <>
      <div className="sm:col-span-2">
        <TextField label={t('checkout.cardName')} name="cardName" required maxLength={100} autoComplete="cc-name" defaultValue={values.cardName ?? name} error={errors.cardName} />
      </div>
      <div className="sm:col-span-2">
        <TextField label={t('checkout.cardNumber')} name="cardNumber" required inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} error={errors.cardNumber} />
      </div>
      <TextField label={t('checkout.expiry')} name="expiry" required autoComplete="cc-exp" placeholder="12/34" maxLength={7} defaultValue={values.expiry} error={errors.expiry} />
      <TextField label={t('checkout.cvc')} name="cvc" required inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} error={errors.cvc} />
    </>
  )
}
