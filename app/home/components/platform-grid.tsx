import { aiPlatforms } from '../ai-platforms'
import { useT } from '../../i18n/i18n'
import { ScrollStrip } from '../../ui/scroll-strip'

/** Two-letter text mark drawn locally: initials of the platform name. */
function initials(name: string) {
  const words = name.split(/\s+/)
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2)).toUpperCase()
}

/**
 * The 25 leading AI platforms as one strip that scrolls sideways (arrows on wide screens), so
 * they take a row instead of screens; each tile opens the platform's own site in a new tab.
 */
export function PlatformGrid() {
  const t = useT()
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12 sm:px-6" aria-labelledby="platforms-heading">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id="platforms-heading" className="font-serif text-2xl font-bold tracking-tight">{t('home.platformsTitle')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('home.platformsText')}</p>
      </div>
      <ScrollStrip className="mt-4 pb-1">
        <ul className="flex gap-2" data-testid="platform-grid">
          {aiPlatforms.map((platform) => (
            <li key={platform.name} className="shrink-0">
              <a
                href={platform.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1.5 ps-1.5 pe-4 transition hover:border-brand-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
              >
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-[11px] font-bold text-white"
                  style={{ background: `linear-gradient(135deg, hsl(${platform.hue} 65% 42%), hsl(${(platform.hue + 40) % 360} 70% 30%))` }}
                >
                  {initials(platform.name)}
                </span>
                <span className="text-sm font-semibold whitespace-nowrap text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                  {platform.name}
                </span>
                <span className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">{platform.maker} · {t(`platform.${platform.kind}`)}</span>
                <span className="sr-only">{t('home.opensNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </ScrollStrip>
    </section>
  )
}
