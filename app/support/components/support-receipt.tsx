import { useLanguage, useT } from '../../i18n/i18n'
import { formatSupportTime } from '../support-time'

/** What a new request answers: its ticket number, when the reply is due for this reader's plan, and priority support when the plan has it. */
export function SupportReceipt({ receipt }: { receipt: { ticketNumber: number; replyBy: string; plan: string } }) {
  const t = useT()
  const language = useLanguage()
  const isPriority = receipt.plan === 'premium' || receipt.plan === 'enterprise'
  return (
    <div className="mt-3 space-y-2 text-emerald-900 dark:text-emerald-200" data-testid="support-receipt">
      <p className="font-semibold">{t('support.receipt.number', { number: receipt.ticketNumber })}</p>
      <p data-testid="reply-by">{t('support.receipt.replyBy', { time: formatSupportTime(receipt.replyBy, language) })}</p>
      {isPriority ? <p>{t('support.receipt.priority')}</p> : null}
      <p className="text-sm">{t('support.receipt.email')}</p>
    </div>
  )
}
