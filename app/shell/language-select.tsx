import { useRef } from 'react'
import { useT } from '../i18n/i18n'
import { languages, type LanguageCode } from '../i18n/languages'
import { persistChoice, storageKeys } from '../lib/preferences'
import { GlobeIcon } from '../ui/icons'
import { PreferenceForm } from './preference-form'

/** Language menu: a disclosure with one submit button per language (works without JavaScript). */
export function LanguageSelect({ language }: { language: LanguageCode }) {
  const t = useT()
  const details = useRef<HTMLDetailsElement>(null)
  const current = languages.find((l) => l.code === language) ?? languages[0]
  return (
    <details ref={details} className="group relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-full px-2.5 py-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white [&::-webkit-details-marker]:hidden"
        aria-label={`${current.code.toUpperCase()} (${t('nav.language')}: ${current.name})`}
        data-testid="language-select"
      >
        <GlobeIcon />
        <span className="font-medium uppercase">{current.code}</span>
      </summary>
      <PreferenceForm
        intent="language"
        className="absolute end-0 z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        onSubmit={(form) => {
          persistChoice(storageKeys.language, storageKeys.language, String(form.get('language')))
          details.current?.removeAttribute('open')
        }}
      >
        <ul role="list" aria-label={t('nav.language')}>
          {languages.map((l) => (
            <li key={l.code}>
              <button
                type="submit"
                name="language"
                value={l.code}
                lang={l.code}
                aria-current={l.code === language ? 'true' : undefined}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm hover:bg-slate-100 aria-[current]:font-semibold aria-[current]:text-brand-600 dark:hover:bg-slate-800 dark:aria-[current]:text-brand-300"
              >
                <span aria-hidden="true">{l.flag}</span>
                {l.name}
              </button>
            </li>
          ))}
        </ul>
      </PreferenceForm>
    </details>
  )
}
