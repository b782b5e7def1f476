import { Form, Link, useNavigation } from 'react-router'
import { useLanguage, useT } from '../../i18n/i18n'
import { contactCategories, contactCategoryLabels } from '../../inbox/contact-categories'
import { FormMessage, primaryButtonClass, TextField } from '../../ui/forms'
import { SelectField, TextAreaField } from '../../ui/select-field'
import { formatSupportStamp, formatSupportTime } from '../support-time'
import { SupportReceipt } from './support-receipt'
import { ticketStatusKey } from './ticket-status'

interface MemberTicket {
  id: string
  number: number
  subject: string
  status: string
  dueAt: Date | string
  lastActivityAt: Date | string
}

interface RequestResult {
  ok: boolean
  errors: Record<string, string>
  values: Record<string, string>
  message: string | null
  receipt?: { ticketNumber: number; replyBy: string; plan: string }
}

/** The profile's Support tab: the member's requests with status and reply time, and a form for a new one. */
export function SupportTab({ tickets, result }: { tickets: MemberTicket[]; result?: RequestResult }) {
  const t = useT()
  const language = useLanguage()
  const navigation = useNavigation()
  const values = result && !result.ok ? result.values : {}
  const errors = result?.errors ?? {}
  return (
    <div className="space-y-8">
      <section aria-labelledby="support-tickets-title" className="space-y-3">
        <h2 id="support-tickets-title" className="text-xl font-semibold">{t('support.tickets.title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('support.tickets.intro')}</p>
        {tickets.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('support.tickets.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800" data-testid="member-tickets">
            {tickets.map((ticket) => (
              <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3">
                <Link to={`/support/tickets/${ticket.number}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300" aria-label={t('support.tickets.open', { number: ticket.number, subject: ticket.subject })}>
                  #{ticket.number} · {ticket.subject}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  <span className="font-medium text-slate-800 dark:text-slate-200" data-testid="ticket-status">{t(ticketStatusKey(ticket.status))}</span>
                  {' · '}
                  {ticket.status === 'new' || ticket.status === 'open'
                    ? `${t('support.tickets.replyBy')}: ${formatSupportTime(ticket.dueAt, language)}`
                    : `${t('support.tickets.updated')}: ${formatSupportStamp(ticket.lastActivityAt, language)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="support-new-title" className="space-y-4 rounded-2xl border border-slate-200 p-5 sm:p-6 dark:border-slate-800">
        <h2 id="support-new-title" className="text-xl font-semibold">{t('support.new.title')}</h2>
        {result?.ok && result.receipt ? (
          <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-500/40 dark:bg-emerald-500/10">
            <SupportReceipt receipt={result.receipt} />
          </div>
        ) : null}
        {result && !result.ok && result.message ? <FormMessage tone="error">{result.message}</FormMessage> : null}
        <Form method="post" className="grid gap-4 sm:grid-cols-2" key={result?.receipt?.ticketNumber ?? 'new'}>
          <input type="hidden" name="intent" value="support-request" />
          <TextField label={t('contact.subject')} name="subject" required maxLength={200} defaultValue={values.subject} error={errors.subject} />
          <SelectField label={t('contact.category')} name="category" defaultValue={values.category ?? 'support'} options={contactCategories.map((c) => ({ value: c, label: t(contactCategoryLabels[c]) }))} />
          <div className="sm:col-span-2">
            <TextAreaField label={t('contact.message')} name="message" required maxLength={5000} rows={6} defaultValue={values.message} error={errors.message} />
          </div>
          <div>
            <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>{t('support.new.submit')}</button>
          </div>
        </Form>
      </section>
    </div>
  )
}
