import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '../i18n/i18n'
import type { MessageKey } from '../i18n/en'
import { cookiePreferencesFrom, saveCookiePreferences } from '../lib/preferences'
import { PreferenceForm } from './preference-form'

type Optional = 'analytics' | 'marketing' | 'functional'
const optionalCategories: { key: Optional; label: MessageKey; text: MessageKey }[] = [
  { key: 'analytics', label: 'cookies.analytics', text: 'cookies.analyticsText' },
  { key: 'marketing', label: 'cookies.marketing', text: 'cookies.marketingText' },
  { key: 'functional', label: 'cookies.functional', text: 'cookies.functionalText' },
]

const buttonBase = 'rounded-full px-4 py-2 text-sm font-semibold transition-colors'
const secondary = `${buttonBase} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`
const primary = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`

/** One cookie category under Customize: its checkbox, its name and what it is for. */
function CategoryChoice({ checkbox, label, text }: { checkbox: ReactNode; label: ReactNode; text: string }) {
  return (
    <label className="flex gap-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      {checkbox}
      <span>
        {label}
        <span className="mt-1 block text-slate-600 dark:text-slate-300">{text}</span>
      </span>
    </label>
  )
}

/** Shown at the bottom until the visitor makes a choice; any choice is stored and hides it. */
export function CookieBanner() {
  const t = useT()
  const [isOpen, setIsOpen] = useState(true)
  if (!isOpen) return null
  return (
    <section
      aria-label={t('cookies.title')}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto border-t border-slate-200 bg-white/95 shadow-[0_-8px_30px_rgba(0,0,0,0.12)] backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      <PreferenceForm
        intent="consent"
        className="mx-auto max-w-7xl px-4 py-4 sm:px-6"
        onSubmit={(form) => {
          saveCookiePreferences(cookiePreferencesFrom(form))
          setIsOpen(false)
        }}
      >
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-3xl">
            <h2 className="font-semibold">{t('cookies.title')}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {t('cookies.text')}{' '}
              <Link to="/cookies" className="font-medium text-brand-700 underline dark:text-brand-300">{t('cookies.policy')}</Link>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="consent" value="reject" className={secondary}>
              {t('cookies.rejectAll')}
            </button>
            <button type="submit" name="consent" value="accept" className={primary}>
              {t('cookies.acceptAll')}
            </button>
          </div>
        </div>
        {/* A native disclosure, so Customize works before (and without) JavaScript. */}
        <details className="group mt-3">
          <summary className={`${secondary} inline-block cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            {t('cookies.customize')}
          </summary>
          <fieldset className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700">
            <legend className="sr-only">{t('cookies.customize')}</legend>
            <CategoryChoice
              checkbox={<input type="checkbox" checked disabled className="mt-1 accent-brand-600" />}
              label={<><span className="font-semibold">{t('cookies.necessary')}</span> · {t('cookies.alwaysOn')}</>}
              text={t('cookies.necessaryText')}
            />
            {optionalCategories.map((c) => (
              <CategoryChoice
                key={c.key}
                checkbox={<input type="checkbox" name={c.key} className="mt-1 accent-brand-600" />}
                label={<span className="font-semibold">{t(c.label)}</span>}
                text={t(c.text)}
              />
            ))}
            <div className="sm:col-span-2 lg:col-span-4">
              <button type="submit" name="consent" value="custom" className={primary}>
                {t('cookies.save')}
              </button>
            </div>
          </fieldset>
        </details>
      </PreferenceForm>
    </section>
  )
}
