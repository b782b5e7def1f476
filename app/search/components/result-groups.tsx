import { Link } from 'react-router'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/i18n'
import { LockIcon } from '../../ui/icons'
import type { SearchItem, SearchKind, SearchResult } from '../types'

const groupLabels: Record<SearchKind, MessageKey> = {
  articles: 'search.groupArticles',
  courses: 'search.groupCourses',
  tutorials: 'search.groupTutorials',
  videos: 'search.groupVideos',
  podcasts: 'search.groupPodcasts',
}

/** The items in the order the keyboard walks them. */
export const flatItems = (result: SearchResult | null) => result?.groups.flatMap((g) => g.items) ?? []

export const optionId = (item: SearchItem) => `search-option-${item.kind}-${item.id}`

/**
 * Results grouped by content type. In the overlay they form a listbox driven from the
 * search box (`activeId`); on the /search page they are plain lists of links.
 */
export function ResultGroups({
  result,
  activeId,
  onPick,
  asListbox = false,
}: {
  result: SearchResult
  activeId?: string
  onPick?: (item: SearchItem) => void
  asListbox?: boolean
}) {
  const t = useT()
  return (
    <div id="search-results" role={asListbox ? 'listbox' : undefined} aria-label={asListbox ? t('search.results') : undefined} className="space-y-5">
      {result.groups.map((group) => (
        <div key={group.kind} role={asListbox ? 'group' : undefined} aria-labelledby={`search-group-${group.kind}`}>
          <h3
            id={`search-group-${group.kind}`}
            role={asListbox ? 'presentation' : undefined}
            className="px-2 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
          >
            {t(groupLabels[group.kind])} <span className="font-normal">({group.items.length})</span>
          </h3>
          <ul role={asListbox ? 'presentation' : undefined} className="mt-2 space-y-1">
            {group.items.map((item) => {
              const id = optionId(item)
              const isActive = id === activeId
              return (
                <li key={id} role={asListbox ? 'presentation' : undefined}>
                  <Link
                    id={id}
                    to={item.href}
                    role={asListbox ? 'option' : undefined}
                    aria-selected={asListbox ? isActive : undefined}
                    tabIndex={asListbox ? -1 : undefined}
                    onClick={() => onPick?.(item)}
                    className={`block rounded-xl px-3 py-2 ${
                      isActive ? 'bg-brand-50 ring-2 ring-brand-500 dark:bg-brand-900/40' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                    }`}
                  >
                    <span className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                      {item.isPremium ? (
                        <>
                          <LockIcon width={14} height={14} className="shrink-0 text-amber-500" />
                          <span className="sr-only">{t('article.premium')}:</span>
                        </>
                      ) : null}
                      <span className="line-clamp-1">{item.title}</span>
                    </span>
                    {item.excerpt ? (
                      <span className="mt-0.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{item.excerpt}</span>
                    ) : null}
                    {item.category ? <span className="mt-1 block text-xs text-brand-700 dark:text-brand-300">{item.category}</span> : null}
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}
