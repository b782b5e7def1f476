import { TextField } from '../ui/forms'
import { InboxForm } from '../ui/inbox-form'
import { useInboxForm } from '../ui/use-inbox-form'
import { MailIcon } from '../ui/icons'
import { SelectField, TextAreaField } from '../ui/select-field'
import { useT } from '../i18n/i18n'
import { contactCategories, contactCategoryLabels } from '../inbox/contact-categories'
import { inboxForms, submitInboxForm } from '../inbox/form-action.server'
import { sitePageMeta } from '../seo/site-page-meta'
import { SupportReceipt } from '../support/components/support-receipt'
import type { Route } from './+types/contact'

export function action({ request, context }: Route.ActionArgs) {
  return submitInboxForm(request, context, inboxForms.contact)
}

export const meta: Route.MetaFunction = sitePageMeta(({ text }) => ({
  title: text('title.contact'),
  description: 'Questions, corrections, partnerships or billing: write to the Lumen team. We reply within 24 hours.',
  path: '/contact',
}))

export default function Contact({ actionData }: Route.ComponentProps) {
  const t = useT()
  const state = actionData
  const { values, errors, isSubmitting } = useInboxForm(state)
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <h1 className="font-serif text-4xl font-bold tracking-tight">{t('contact.title')}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t('contact.intro')}</p>
        {state?.ok ? (
          <div className="mt-8 rounded-2xl border border-emerald-300 bg-emerald-50 p-8 text-center dark:border-emerald-500/40 dark:bg-emerald-500/10" role="status">
            <h2 className="text-2xl font-bold text-emerald-900 dark:text-emerald-200">Message Sent Successfully!</h2>
            {state.receipt ? <SupportReceipt receipt={state.receipt} /> : <p className="mt-2 text-emerald-900 dark:text-emerald-200">{t('contact.reply24h')}</p>}
          </div>
        ) : (
          <InboxForm
            className="mt-8 grid gap-5 sm:grid-cols-2"
            message={state?.message}
            isSubmitting={isSubmitting}
            submitLabel={isSubmitting ? t('contact.sending') : t('contact.send')}
          >
            <TextField label={t('auth.name')} name="name" required maxLength={100} autoComplete="name" defaultValue={values.name} error={errors.name} />
            <TextField label={t('auth.email')} name="email" type="email" required autoComplete="email" defaultValue={values.email} error={errors.email} />
            <TextField label={t('contact.subject')} name="subject" required maxLength={200} defaultValue={values.subject} error={errors.subject} />
            <SelectField label={t('contact.category')} name="category" defaultValue={values.category ?? 'general'}
              options={contactCategories.map((c) => ({ value: c, label: t(contactCategoryLabels[c]) }))} />
            <div className="sm:col-span-2">
              <TextAreaField label={t('contact.message')} name="message" required maxLength={5000} rows={7} defaultValue={values.message} error={errors.message} />
            </div>
          </InboxForm>
        )}
      </div>
      <aside className="space-y-6">
        <section className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 className="flex items-center gap-2 font-semibold"><MailIcon /> {t('contact.emailUs')}</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">hello@lumen.example</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('contact.reply24h')}</p>
        </section>
        <section className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 className="font-semibold">{t('contact.hours')}</h2>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
            <dt>{t('contact.monFri')}</dt><dd>9:00 – 18:00 PST</dd>
            <dt>{t('contact.saturday')}</dt><dd>10:00 – 16:00 PST</dd>
            <dt>{t('contact.sunday')}</dt><dd>{t('contact.closed')}</dd>
          </dl>
        </section>
      </aside>
    </div>
  )
}
