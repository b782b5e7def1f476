import { useT } from '../../i18n/i18n'
import { trendingTopics } from '../types'

const chip =
  'rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-800 hover:bg-brand-100 hover:text-brand-800 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-brand-900/50 dark:hover:text-white'

/** Texts to search for as chips; choosing one searches for it. */
function SearchChips({ texts, onChoose }: { texts: readonly string[]; onChoose: (text: string) => void }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2 px-2">
      {texts.map((text) => (
        <li key={text}>
          <button type="button" className={chip} onClick={() => onChoose(text)}>{text}</button>
        </li>
      ))}
    </ul>
  )
}

/** What the empty search box offers: recent searches (with Clear) and the trending topics. */
export function SearchSuggestions({
  recent,
  onChoose,
  onClear,
}: {
  recent: string[]
  onChoose: (text: string) => void
  onClear: () => void
}) {
  const t = useT()
  return (
    <div className="space-y-6">
      {recent.length > 0 ? (
        <section aria-labelledby="recent-searches-heading" data-testid="recent-searches">
          <div className="flex items-center justify-between px-2">
            <h3 id="recent-searches-heading" className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              {t('search.recent')}
            </h3>
            <button type="button" onClick={onClear} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              {t('search.clear')}
            </button>
          </div>
          <SearchChips texts={recent} onChoose={onChoose} />
        </section>
      ) : null}
      <section aria-labelledby="trending-heading">
        <h3 id="trending-heading" className="px-2 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
          {t('search.trending')}
        </h3>
        <SearchChips texts={trendingTopics} onChoose={onChoose} />
      </section>
    </div>
  )
}
