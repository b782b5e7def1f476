import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { CardFields, TestCardTable } from '../../../billing/components/card-fields'
import { formatMoney } from '../../../billing/plan-math'
import { useLanguage, useT } from '../../../i18n/i18n'
import { formatWhole } from '../../../lib/format'
import { FormMessage, primaryButtonClass, TextField } from '../../../ui/forms'
import { SignInToContinue } from '../../../ui/sign-in-to-continue'
import type { AdPackageId } from '../../ad-choices'
import { adPackages, packageIdOf, packageOf } from '../../packages'
import { CreativeFields } from '../portal/creative-fields'

interface BookingState {
  errors: Record<string, string>
  values: Record<string, string>
  choices?: { categories: string[]; newsletterKinds: string[] }
  message?: string | null
}

interface BookingFormProps {
  provider: 'local' | 'stripe'
  packageId: AdPackageId
  user: { name: string } | null
  categories: { value: string; name: string }[]
  editionKinds: readonly ('daily_digest' | 'weekly_summary')[]
  flight: { min: number; max: number }
  defaults: { startsOn: string; endsOn: string }
  state: BookingState | null
}

const sectionClass = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900'
const checkboxClass = 'size-4 rounded border-slate-400 accent-brand-600'

function Section({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={sectionClass}>
      <legend className="float-start w-full text-lg font-semibold">{title}</legend>
      {hint ? <p className="clear-both text-sm text-slate-600 dark:text-slate-400">{hint}</p> : null}
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  )
}

function FieldMessage({ error }: { error?: string }) {
  return error ? <p className="text-sm text-red-600 dark:text-red-400" role="alert">{error}</p> : null
}

/**
 * Booking a package on /advertising: the package, the company, the flight, targeting and
 * newsletter editions where the package has them, one or two creatives, and the payment.
 * Visitors see the package and are asked to sign in first.
 */
export function BookingForm({ provider, packageId, user, categories, editionKinds, flight, defaults, state }: BookingFormProps) {
  const t = useT()
  const language = useLanguage()
  const navigation = useNavigation()
  const offer = packageOf(packageId)!
  const values: Record<string, string> = state?.values ?? defaults
  const errors = state?.errors ?? {}
  const chosenCategories = state?.choices?.categories ?? []
  const chosenKinds = state?.choices?.newsletterKinds ?? ['weekly_summary']
  const price = formatMoney(offer.price * 100, language)
  const back = encodeURIComponent(`/advertising/book?package=${packageId}`)
  const hasSecond = ['headlineB', 'bodyB', 'callToActionB', 'destinationB'].some((field) => values[field])
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('booking.eyebrow')}</p>
      <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight sm:text-4xl">{t('title.bookCampaign')}</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">{t('booking.intro')}</p>
      <nav aria-label={t('booking.package')} className="mt-6 flex flex-wrap gap-2">
        {adPackages.map((p) => {
          const id = packageIdOf(p)
          const isCurrent = id === packageId
          return (
            <Link
              key={id}
              to={`?package=${id}`}
              aria-current={isCurrent ? 'page' : undefined}
              className={`rounded-full border px-4 py-2 text-sm font-semibold ${isCurrent ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-800 hover:border-brand-500 dark:border-slate-700 dark:text-slate-100'}`}
            >
              {p.name} · {formatMoney(p.price * 100, language)}
            </Link>
          )
        })}
      </nav>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="lg:order-2">
          <aside aria-labelledby="package-summary" className="rounded-2xl border border-brand-200 bg-brand-50/60 p-6 lg:sticky lg:top-24 dark:border-brand-500/30 dark:bg-brand-500/10">
            <h2 id="package-summary" className="text-xl font-semibold">{offer.name}</h2>
            <p className="mt-2 font-medium text-brand-800 dark:text-brand-200" data-testid="booking-price">
              {t('booking.packageSummary', { price, impressions: formatWhole(offer.impressions, language) })}
            </p>
            <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              <li>{t('booking.placements', { placements: offer.placements.map((p) => t(`advertiser.placement.${p}`)).join(', ') })}</li>
              {offer.newsletterEditions > 0 ? <li>{t('booking.newsletterEditions', { count: offer.newsletterEditions })}</li> : null}
              {offer.features.map((f) => <li key={f}>{t(f)}</li>)}
            </ul>
            {offer.hasTargeting ? <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('booking.sponsoredContentNote')}</p> : null}
            {provider === 'local' && user ? <TestCardTable /> : null}
          </aside>
        </div>
        {user ? (
          <Form method="post" encType="multipart/form-data" className="space-y-6 lg:order-1" aria-label={t('title.bookCampaign')}>
            <input type="hidden" name="packageId" value={packageId} />
            {state?.message ? <FormMessage tone="error">{state.message}</FormMessage> : null}
            <Section title={t('booking.company')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={t('booking.companyName')} name="companyName" required maxLength={120} autoComplete="organization" defaultValue={values.companyName} error={errors.companyName} />
                <TextField label={t('booking.website')} name="website" type="url" maxLength={300} placeholder="https://" defaultValue={values.website} error={errors.website} />
              </div>
            </Section>
            <Section title={t('booking.campaign')} hint={t('booking.flightHint', flight)}>
              <TextField label={t('booking.campaignName')} name="campaignName" required maxLength={120} defaultValue={values.campaignName} error={errors.campaignName} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={t('booking.startsOn')} name="startsOn" type="date" required min={defaults.startsOn} defaultValue={values.startsOn} error={errors.startsOn} />
                <TextField label={t('booking.endsOn')} name="endsOn" type="date" required min={defaults.startsOn} defaultValue={values.endsOn} error={errors.endsOn} />
              </div>
            </Section>
            {offer.hasTargeting ? (
              <Section title={t('booking.targeting')} hint={t('booking.targetingHint')}>
                <div className="grid gap-2 sm:grid-cols-2">
                  {categories.map((c) => (
                    <label key={c.value} className="flex items-center gap-3 text-sm">
                      <input type="checkbox" name="categories" value={c.value} defaultChecked={chosenCategories.includes(c.value)} className={checkboxClass} />
                      {c.name}
                    </label>
                  ))}
                </div>
                <FieldMessage error={errors.categories} />
              </Section>
            ) : null}
            {offer.newsletterEditions > 0 ? (
              <Section title={t('booking.newsletterKinds')} hint={t('booking.newsletterEditions', { count: offer.newsletterEditions })}>
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {editionKinds.map((kind) => (
                    <label key={kind} className="flex items-center gap-3 text-sm">
                      <input type="checkbox" name="newsletterKinds" value={kind} defaultChecked={chosenKinds.includes(kind)} className={checkboxClass} />
                      {t(`booking.newsletterKind.${kind}`)}
                    </label>
                  ))}
                </div>
                <FieldMessage error={errors.newsletterKinds} />
              </Section>
            ) : null}
            <Section title={t('booking.creativeA')}>
              <CreativeFields suffix="A" values={values} errors={errors} />
            </Section>
            <details open={hasSecond || undefined} className={sectionClass}>
              <summary className="cursor-pointer text-lg font-semibold">{t('booking.creativeB')}</summary>
              <p className="mt-2 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('booking.creativeBHint')}</p>
              <CreativeFields suffix="B" values={values} errors={errors} isRequired={false} />
            </details>
            <Section title={t('booking.payment')} hint={provider === 'local' ? t('booking.testMode') : t('booking.stripeNote')}>
              <p className="text-base font-semibold">{t('booking.total', { price })}</p>
              {provider === 'local' ? (
                <div className="grid gap-5 sm:grid-cols-2">
                  <CardFields values={values} errors={errors} name={user.name} />
                </div>
              ) : null}
            </Section>
            <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`} disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? t('checkout.processing') : provider === 'local' ? t('booking.pay', { price }) : t('booking.continueToPayment')}
            </button>
          </Form>
        ) : (
          <div className={`${sectionClass} lg:order-1`}>
            <SignInToContinue
              text={t('booking.signInText')}
              signIn={{ href: `/login?redirect=${back}`, label: t('advertiser.join.signIn') }}
              register={{ href: `/register?redirect=${back}`, label: t('advertiser.join.register') }}
            />
          </div>
        )}
      </div>
    </div>
  )
}
