import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import { videosHref } from '../video-filters'
import type { loader } from '../../routes/videos'
import { PlaylistCard } from './playlist-card'
import { VideoCard } from './video-card'

type ListData = Awaited<ReturnType<typeof loader>>
type Item = ListData['items'][number]

const moreHref = (href: string) => `${href}${href.includes('?') ? '&' : '?'}more=1`

/**
 * The cards of the open tab with Load More: a link to `?page=N+1` that works without
 * JavaScript and, with it, appends the next page in place.
 */
export function VideoResults(props: ListData) {
  const t = useT()
  const fetcher = useFetcher<ListData>()
  const [more, setMore] = useState<{ pages: Item[][]; hasMore: boolean; seen: unknown }>({ pages: [], hasMore: props.hasMore, seen: null })
  if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== more.seen) {
    setMore({ pages: [...more.pages, fetcher.data.items], hasMore: fetcher.data.hasMore, seen: fetcher.data })
  }
  const items = [...props.items, ...more.pages.flat()]
  const nextPage = props.query.page + more.pages.length + 1
  const isLoading = fetcher.state !== 'idle'

  if (items.length === 0) {
    return (
      <p className="py-24 text-center text-lg text-slate-600 dark:text-slate-300" role="status">
        {props.query.tab === 'videos' ? t('videos.noVideos') : t('videos.noPlaylists')}
      </p>
    )
  }
  return (
    <>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={`${props.query.tab}-grid`}>
        {items.map((item) =>
          item.kind === 'video' ? (
            <VideoCard key={item.id} video={item} now={props.now} canWatchPremium={props.canWatchPremium} />
          ) : (
            <PlaylistCard key={item.id} playlist={item} />
          ),
        )}
      </div>
      {more.hasMore ? (
        <div className="mt-12 text-center">
          <Link
            to={videosHref(props.query, { page: nextPage })}
            preventScrollReset
            aria-disabled={isLoading}
            onClick={(event) => {
              event.preventDefault()
              if (isLoading) return
              void fetcher.load(moreHref(videosHref(props.query, { page: nextPage })))
              window.history.replaceState(window.history.state, '', videosHref(props.query, { page: nextPage }))
            }}
            className="inline-flex rounded-full border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-100 aria-disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {isLoading ? t('videos.loading') : t('videos.loadMore')}
          </Link>
        </div>
      ) : null}
    </>
  )
}
