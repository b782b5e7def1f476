import { useState } from 'react'
import { AdMeasurementNote } from '../ads/components/ad-measurement-note'
import { StaticPage } from '../pages/components/static-page'
import { primaryButtonClass, secondaryButtonClass } from '../ui/forms'
import { PreferenceForm } from '../shell/preference-form'
import { cookiePolicy } from '../pages/info-pages'
import { sitePageMeta } from '../seo/site-page-meta'
import { cookiePreferencesFrom, parseCookiePreferences, readCookie, saveCookiePreferences, storageKeys } from '../lib/preferences'
import type { Route } from './+types/cookies'
import type { MessageKey } from '../i18n/en'
import { useT } from '../i18n/i18n'

export function loader({ request }: Route.LoaderArgs) {
  const saved = parseCookiePreferences(readCookie(request.headers.get('Cookie'), storageKeys.cookieConsent))
  return { page: cookiePolicy, saved }
}

export const meta: Route.MetaFunction = sitePageMeta(({ text }) => ({ title: text('title.cookies'), description: cookiePolicy.description, path: '/cookies' }))

const categories = [
  { key: 'necessary', label: 'cookies.necessary', retention: 'cookies.retentionNecessary', text: 'cookies.necessaryText' },
  { key: 'analytics', label: 'cookies.analytics', retention: 'cookies.retentionAnalytics', text: 'cookies.analyticsText' },
  { key: 'marketing', label: 'cookies.marketing', retention: 'cookies.retentionMarketing', text: 'cookies.marketingText' },
  { key: 'functional', label: 'cookies.functional', retention: 'cookies.retentionFunctional', text: 'cookies.functionalText' },
] as const satisfies readonly { key: string; label: MessageKey; retention: MessageKey; text: MessageKey }[]

/** The cookie policy with the visitor's own choices: Reject All, Accept All, Save Preferences. */
export default function Cookies({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const [message, setMessage] = useState<string | null>(null)
  const saved = loaderData.saved
  return (
    <StaticPage page={loaderData.page}>
      <AdMeasurementNote />
      <section aria-labelledby="cookie-choices" className="mt-10 rounded-2xl border border-slate-200 p-6 dark:border-slate-800" data-testid="cookie-settings">
        <h2 id="cookie-choices" className="text-xl font-semibold">{t('cookies.yourChoices')}</h2>
        <PreferenceForm
          intent="consent"
          onSubmit={(form) => {
            saveCookiePreferences(cookiePreferencesFrom(form))
            setMessage(t('cookies.saved'))
          }}
        >
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {categories.map((c) => (
              <li key={c.key}>
                <label className="flex items-start justify-between gap-4 py-3">
                  <span>
                    <span className="block font-medium">{t(c.label)} <span className="text-sm font-normal text-slate-500 dark:text-slate-400">· {t(c.retention)}</span></span>
                    <span className="block text-sm text-slate-600 dark:text-slate-300">{t(c.text)}</span>
                  </span>
                  {c.key === 'necessary' ? (
                    <input type="checkbox" checked disabled className="mt-1 size-5 accent-brand-600" />
                  ) : (
                    <input type="checkbox" name={c.key} defaultChecked={saved?.[c.key] ?? false} className="mt-1 size-5 accent-brand-600" />
                  )}
                </label>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="submit" name="consent" value="reject" className={secondaryButtonClass}>{t('cookies.rejectAll')}</button>
            <button type="submit" name="consent" value="accept" className={secondaryButtonClass}>{t('cookies.acceptAll')}</button>
            <button type="submit" name="consent" value="custom" className={primaryButtonClass}>{t('cookies.save')}</button>
          </div>
        </PreferenceForm>
        {message ? <p role="alert" className="mt-4 font-medium text-emerald-700 dark:text-emerald-400">{message}</p> : null}
      </section>
    </StaticPage>
  )
}
