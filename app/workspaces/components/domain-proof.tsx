import { Form } from 'react-router'
import { useT } from '../../i18n/i18n'
import { DataTable } from '../../ui/data-table'
import { secondaryButtonClass } from '../../ui/forms'
import { useIsSending, useShortDate } from './workspace-ui'

export interface DomainProofView {
  domain: string
  /** The TXT record's name and value. */
  name: string
  value: string
  verifiedAt: Date | string | null
}

/**
 * Under the domain settings: the domain verified (since when), or the TXT record that proves
 * the company holds it, to copy into its DNS, and the button that checks it now.
 */
export function DomainProof({ proof }: { proof: DomainProofView }) {
  const t = useT()
  const date = useShortDate()
  const isVerifying = useIsSending('verify-domain')
  if (proof.verifiedAt) {
    return (
      <div className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100" data-testid="domain-proof" data-verified="true">
        <p className="font-semibold">✓ {t('workspace.domain.verifiedOn', { date: date(proof.verifiedAt) })}</p>
        <p className="mt-1">{t('workspace.domain.verifiedText', { domain: proof.domain })}</p>
      </div>
    )
  }
  return (
    <Form method="post" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100" data-testid="domain-proof" data-verified="false">
      <p className="font-semibold">{t('workspace.domain.unverified')}</p>
      <p className="mt-1">{t('workspace.domain.unverifiedText', { domain: proof.domain })}</p>
      <div className="mt-3 rounded-2xl bg-white dark:bg-slate-900">
        <DataTable>
          <thead className="text-xs text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col">{t('workspace.domain.recordType')}</th>
              <th scope="col">{t('workspace.domain.recordName')}</th>
              <th scope="col">{t('workspace.domain.recordValue')}</th>
            </tr>
          </thead>
          <tbody className="font-mono text-slate-900 dark:text-slate-100" dir="ltr">
            <tr>
              <td>TXT</td>
              <td className="break-all" data-testid="record-name">{proof.name}</td>
              <td className="break-all" data-testid="record-value">{proof.value}</td>
            </tr>
          </tbody>
        </DataTable>
      </div>
      <button type="submit" name="intent" value="verify-domain" className={`${secondaryButtonClass} mt-3`} disabled={isVerifying}>
        {isVerifying ? t('workspace.working') : t('workspace.domain.verify')}
      </button>
    </Form>
  )
}
