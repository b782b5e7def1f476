import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import { episodePositionPath } from '../paths'
import { EpisodeCard, type EpisodeCardItem } from './episode-card'

export interface Page<T> {
  items: T[]
  nextCursor: string | null
  /** Saved positions (seconds by episode id) of the signed-in member. */
  positions?: Record<string, number>
}

/**
 * The pages of a keyset-paged list: the first ones from the loader, later ones fetched in
 * place by Load More. `pick` reads one page out of the loader's answer.
 */
export function usePages<D, T>(first: Page<T>, pick: (data: D) => Page<T>) {
  const fetcher = useFetcher()
  const [more, setMore] = useState<{ pages: Page<T>[]; seen: unknown }>({ pages: [], seen: null })
  // The loader's answer arrives as sent (turbo-stream keeps dates), so it has the loader's type.
  const answer = fetcher.data as D | undefined
  if (fetcher.state === 'idle' && answer && answer !== more.seen) {
    setMore({ pages: [...more.pages, pick(answer)], seen: answer })
  }
  const pages = [first, ...more.pages]
  return {
    items: pages.flatMap((page) => page.items),
    positions: Object.assign({}, ...pages.map((page) => page.positions ?? {})) as Record<string, number>,
    cursor: pages.at(-1)!.nextCursor,
    loadedPages: more.pages.length,
    isLoading: fetcher.state !== 'idle',
    load: (href: string) => void fetcher.load(href),
  }
}

/**
 * Load More: a link to the next `?page=N` that works without JavaScript and, with it, fetches
 * the next page after the cursor and appends it in place.
 */
export function LoadMoreLink({ pageHref, cursorHref, isLoading, onLoad }: { pageHref: string; cursorHref: string; isLoading: boolean; onLoad: (href: string) => void }) {
  const t = useT()
  return (
    <div className="mt-12 text-center">
      <Link
        to={pageHref}
        preventScrollReset
        aria-disabled={isLoading}
        onClick={(event) => {
          event.preventDefault()
          if (isLoading) return
          onLoad(cursorHref)
          window.history.replaceState(window.history.state, '', pageHref)
        }}
        className="inline-flex rounded-full border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-100 aria-disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {isLoading ? t('podcasts.loading') : t('podcasts.loadMore')}
      </Link>
    </div>
  )
}

/** Episode cards where only one inline player is open at a time; opening the open one closes it. */
export function EpisodeList({
  episodes,
  positions,
  canListenPremium,
  isSignedIn,
  showSeries = true,
}: {
  episodes: EpisodeCardItem[]
  positions: Record<string, number>
  canListenPremium: boolean
  isSignedIn: boolean
  /** Off on a series' own page. */
  showSeries?: boolean
}) {
  const [expandedId, setExpandedId] = useState<string | null>(null)
  return (
    <div className="mt-6 flex flex-col gap-5" data-testid="episode-list">
      {episodes.map((episode) => (
        <EpisodeCard
          key={episode.id}
          episode={episode}
          canListenPremium={canListenPremium}
          showSeries={showSeries}
          isExpanded={expandedId === episode.id}
          onToggle={() => setExpandedId((open) => (open === episode.id ? null : episode.id))}
          startAt={positions[episode.id]}
          positionUrl={isSignedIn ? episodePositionPath(episode.slug) : undefined}
        />
      ))}
    </div>
  )
}
