import { Link } from 'react-router'
import { adPackages, packageIdOf } from '../ads/packages'
import { getBillingProvider } from '../billing/provider-choice.server'
import { ButtonLink } from '../ui/buttons'
import { TextField } from '../ui/forms'
import { InboxForm } from '../ui/inbox-form'
import { useInboxForm } from '../ui/use-inbox-form'
import { SelectField, TextAreaField } from '../ui/select-field'
import { advertisementTypes, budgetRanges } from '../db/inbox-choices'
import { inboxForms, submitInboxForm } from '../inbox/form-action.server'
import { sitePageMeta } from '../seo/site-page-meta'
import type { Route } from './+types/advertising'
import { useT } from '../i18n/i18n'


/** Packages can be booked and paid here when a payment provider is in use. */
export function loader() {
  return { canBook: getBillingProvider().name !== 'none' }
}

export function action({ request, context }: Route.ActionArgs) {
  return submitInboxForm(request, context, inboxForms.adProposal)
}

export const meta: Route.MetaFunction = sitePageMeta(({ siteName, text }) => ({
  title: text('title.advertising', { site: siteName }),
  description:
    'Reach people who build and market with AI: banner, sponsored content, newsletter and podcast packages from $299 a month.',
  path: '/advertising',
}))

export default function Advertising({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const state = actionData
  const { values, errors, isSubmitting } = useInboxForm(state)
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h1 className="font-serif text-4xl font-bold tracking-tight">{t('ads.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        {t('ads.intro')}
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {adPackages.map((p) => (
          <section key={p.name} className={`relative rounded-3xl border p-7 ${p.isPopular ? 'border-brand-500 shadow-xl shadow-brand-500/10' : 'border-slate-200 dark:border-slate-800'}`}>
            {p.isPopular ? <span className="absolute -top-3 start-7 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">{t('ads.popular')}</span> : null}
            <h2 className="text-xl font-semibold">{p.name}</h2>
            <p className="mt-4"><span className="text-4xl font-bold">${p.price.toLocaleString('en-US')}</span><span className="text-slate-600 dark:text-slate-400">{t('ads.perMonth')}</span></p>
            <p className="mt-2 font-medium text-brand-700 dark:text-brand-300">{t('ads.impressions', { count: p.impressions.toLocaleString('en-US') })}</p>
            <ul className="mt-5 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {p.features.map((f) => <li key={f} className="flex gap-2"><span aria-hidden="true">✓</span>{t(f)}</li>)}
            </ul>
            {loaderData.canBook ? (
              <div className="mt-6">
                <ButtonLink to={`/advertising/book?package=${packageIdOf(p)}`} look="brand">{t('ads.book', { package: p.name })}</ButtonLink>
              </div>
            ) : null}
          </section>
        ))}
      </div>
      <section className="mt-16 grid gap-10 lg:grid-cols-[1fr_2fr]" aria-labelledby="proposal-heading">
        <div>
          <h2 id="proposal-heading" className="font-serif text-3xl font-bold">{t('ads.requestTitle')}</h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t('ads.requestText')}</p>
          {loaderData.canBook ? <p className="mt-3 text-slate-600 dark:text-slate-300">{t('ads.bookOr')}</p> : null}
          <Link to="/advertiser" className="mt-4 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('advertiser.portalLink')}</Link>
        </div>
        {state?.ok ? (
          <div role="status" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-8 dark:border-emerald-500/40 dark:bg-emerald-500/10">
            <h3 className="text-xl font-bold text-emerald-900 dark:text-emerald-200">{t('ads.thanksTitle')}</h3>
            <p className="mt-2 text-emerald-900 dark:text-emerald-200">{t('ads.thanksText')}</p>
          </div>
        ) : (
          <InboxForm className="grid gap-5 sm:grid-cols-2" message={state?.message} isSubmitting={isSubmitting} submitLabel={t('ads.submit')}>
            <TextField label={t('ads.fullName')} name="fullName" required maxLength={100} autoComplete="name" defaultValue={values.fullName} error={errors.fullName} />
            <TextField label={t('auth.email')} name="email" type="email" required autoComplete="email" defaultValue={values.email} error={errors.email} />
            <TextField label={t('ads.company')} name="companyName" required maxLength={150} autoComplete="organization" defaultValue={values.companyName} error={errors.companyName} />
            <SelectField label={t('ads.budget')} name="monthlyBudget" placeholder={t('ads.chooseRange')} defaultValue={values.monthlyBudget} error={errors.monthlyBudget}
              options={budgetRanges.map((b) => ({ value: b, label: `$${b}` }))} />
            <div className="sm:col-span-2">
              <SelectField label={t('ads.type')} name="advertisementType" placeholder={t('ads.chooseType')} defaultValue={values.advertisementType} error={errors.advertisementType}
                options={advertisementTypes.map((a) => ({ value: a, label: a }))} />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField label={t('ads.goals')} name="goals" maxLength={3000} rows={5} defaultValue={values.goals} error={errors.goals} />
            </div>
          </InboxForm>
        )}
      </section>
    </div>
  )
}
