import { aiPlatforms } from '../ai-platforms'
import { useT } from '../../i18n/i18n'
import { HomeSection } from './home-section'

/** Two-letter text mark drawn locally: initials of the platform name. */
function initials(name: string) {
  const words = name.split(/\s+/)
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2)).toUpperCase()
}

/** The grid of 25 leading AI platforms; each tile opens the platform's own site in a new tab. */
export function PlatformGrid() {
  const t = useT()
  return (
    <HomeSection id="platforms-heading" title={t('home.platformsTitle')}>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t('home.platformsText')}</p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5" data-testid="platform-grid">
        {aiPlatforms.map((platform) => (
          <li key={platform.name}>
            <a
              href={platform.url}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 transition hover:border-brand-400 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-sm font-bold text-white"
                style={{ background: `linear-gradient(135deg, hsl(${platform.hue} 65% 42%), hsl(${(platform.hue + 40) % 360} 70% 30%))` }}
              >
                {initials(platform.name)}
              </span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                  {platform.name}
                </span>
                <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                  {platform.maker} · {t(`platform.${platform.kind}`)}
                </span>
              </span>
              <span className="sr-only">{t('home.opensNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
