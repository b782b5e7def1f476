import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useT } from '../../i18n/i18n'
import { SearchIcon } from '../../ui/icons'
import { addRecentSearch, clearRecentSearches, readRecentSearches } from './recent-searches'
import { flatItems, optionId, ResultGroups } from './result-groups'
import { SearchSuggestions } from './search-suggestions'
import { useSiteSearch } from './use-site-search'

/**
 * The search overlay's content: a combobox over grouped results. Arrows move through the
 * results, Enter opens the highlighted one (or the full results page), Escape closes.
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const t = useT()
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [active, setActive] = useState(-1)
  const [recent, setRecent] = useState(readRecentSearches)
  const search = useSiteSearch(text)
  const items = flatItems(search.result)
  const activeItem = active >= 0 ? items[active] : undefined

  const open = (href: string) => {
    setRecent(addRecentSearch(text))
    onClose()
    void navigate(href)
  }
  const choose = (value: string) => {
    setText(value)
    setActive(-1)
    input.current?.focus()
  }

  return (
    <form
      action="/search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        if (activeItem) open(activeItem.href)
        else if (text.trim()) open(`/search?q=${encodeURIComponent(text.trim())}`)
      }}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 p-4 dark:border-slate-800">
        <SearchIcon className="shrink-0 text-slate-500" />
        <label htmlFor="site-search" className="sr-only">{t('nav.search')}</label>
        <input
          ref={input}
          id="site-search"
          name="q"
          type="search"
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls="search-results"
          aria-autocomplete="list"
          aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
          autoComplete="off"
          autoFocus
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value)
            setActive(-1)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && items.length > 0) {
              event.preventDefault()
              setActive((i) => (i + 1) % items.length)
            } else if (event.key === 'ArrowUp' && items.length > 0) {
              event.preventDefault()
              setActive((i) => (i <= 0 ? items.length - 1 : i - 1))
            } else if (event.key === 'Escape') {
              event.preventDefault()
              onClose()
            }
          }}
          placeholder={t('search.placeholder')}
          className="min-w-0 flex-1 bg-transparent py-2 text-lg outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
        />
        <kbd className="hidden rounded border border-slate-300 px-1.5 text-xs text-slate-500 sm:inline dark:border-slate-700">Esc</kbd>
      </div>
      <div className="max-h-[60vh] overflow-y-auto p-4" aria-live="polite">
        {!search.isSearchable ? (
          text.trim() ? (
            <p className="px-2 text-sm text-slate-600 dark:text-slate-400">{t('search.minLength')}</p>
          ) : (
            <SearchSuggestions recent={recent} onChoose={choose} onClear={() => setRecent(clearRecentSearches())} />
          )
        ) : search.isLoading ? (
          <p className="px-2 text-sm text-slate-600 dark:text-slate-400">{t('search.searching')}</p>
        ) : search.failed ? (
          <p className="px-2 text-sm text-red-700 dark:text-red-300" role="alert">{t('search.failed')}</p>
        ) : search.result && items.length > 0 ? (
          <ResultGroups result={search.result} activeId={activeItem && optionId(activeItem)} asListbox onPick={() => {
            setRecent(addRecentSearch(text))
            onClose()
          }} />
        ) : (
          <p className="px-2 py-6 text-center text-slate-600 dark:text-slate-300" data-testid="search-empty">
            {t('search.noResults', { query: text.trim() })}
          </p>
        )}
      </div>
    </form>
  )
}
