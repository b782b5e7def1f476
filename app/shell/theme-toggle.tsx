import { useT } from '../i18n/i18n'
import { persistChoice, storageKeys, type Theme } from '../lib/preferences'
import { MoonIcon, SunIcon } from '../ui/icons'
import { PreferenceForm } from './preference-form'

export function ThemeToggle({ theme }: { theme: Theme }) {
  const t = useT()
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  return (
    <PreferenceForm
      intent="theme"
      onSubmit={() => {
        document.documentElement.classList.toggle('dark', next === 'dark')
        persistChoice(storageKeys.theme, storageKeys.theme, next)
      }}
    >
      <button
        type="submit"
        name="theme"
        value={next}
        className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        aria-label={t(next === 'dark' ? 'nav.themeToDark' : 'nav.themeToLight')}
        title={t(next === 'dark' ? 'nav.themeToDark' : 'nav.themeToLight')}
        data-testid="theme-toggle"
      >
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </button>
    </PreferenceForm>
  )
}
