import type { ComponentType } from 'react'
import type { MessageKey } from '../../i18n/en'
import { BookmarkIcon, ClockIcon, LockIcon, SparkIcon } from '../../ui/icons'
import { useBillingFormat } from './billing-format'

const questions: [MessageKey, MessageKey][] = [
  ['billing.faqUpgradeQ', 'billing.faqUpgradeA'],
  ['billing.faqDowngradeQ', 'billing.faqDowngradeA'],
  ['billing.faqCancelQ', 'billing.faqCancelA'],
  ['billing.faqDataQ', 'billing.faqDataA'],
  ['billing.faqTrialQ', 'billing.faqTrialA'],
  ['billing.faqStudentQ', 'billing.faqStudentA'],
  ['billing.faqFailedQ', 'billing.faqFailedA'],
]

export function BillingFaq() {
  const { t } = useBillingFormat()
  return (
    <section aria-labelledby="faq-heading" className="mx-auto mt-20 max-w-3xl">
      <h2 id="faq-heading" className="text-center font-serif text-3xl font-bold">{t('billing.faqTitle')}</h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {questions.map(([question, answer]) => (
          <details key={question} className="group px-5 py-4">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {t(question)}
                <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-45">+</span>
              </span>
            </summary>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{t(answer)}</p>
          </details>
        ))}
      </div>
    </section>
  )
}

const badges: [ComponentType, MessageKey, MessageKey][] = [
  [LockIcon, 'billing.trustSecure', 'billing.trustSecureText'],
  [ClockIcon, 'billing.trustCancel', 'billing.trustCancelText'],
  [SparkIcon, 'billing.trustTrial', 'billing.trustTrialText'],
  [BookmarkIcon, 'billing.trustData', 'billing.trustDataText'],
]

export function TrustBadges() {
  const { t } = useBillingFormat()
  return (
    <ul aria-label={t('billing.trustTitle')} className="mt-16 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {badges.map(([Icon, title, text]) => (
        <li key={title} className="flex gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-300"><Icon /></span>
          <span>
            <span className="block font-semibold">{t(title)}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">{t(text)}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
