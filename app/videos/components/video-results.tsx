import { useT } from '../../i18n/i18n'
import { LoadMore, usePages } from '../../ui/load-more'
import { videosHref } from '../video-choices'
import type { VideoListData } from '../playlists.server'
import { PlaylistCard } from './playlist-card'
import { VideoCard } from './video-card'


/**
 * The cards of the open tab with Load More (a `?page=N+1` link that, with JavaScript, appends
 * the page after the cursor in place).
 */
export function VideoResults(props: VideoListData) {
  const t = useT()
  const list = usePages({ items: props.items, nextCursor: props.nextCursor }, (data: VideoListData) => ({
    items: data.items,
    nextCursor: data.nextCursor,
  }))

  if (list.items.length === 0) {
    return (
      <p className="py-24 text-center text-lg text-slate-600 dark:text-slate-300" role="status">
        {props.query.tab === 'videos' ? t('videos.noVideos') : t('videos.noPlaylists')}
      </p>
    )
  }
  return (
    <>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={`${props.query.tab}-grid`}>
        {list.items.map((item) =>
          item.kind === 'video' ? (
            <VideoCard key={item.id} video={item} now={props.now} canWatchPremium={props.canWatchPremium} />
          ) : (
            <PlaylistCard key={item.id} playlist={item} />
          ),
        )}
      </div>
      <LoadMore
        list={list}
        page={props.query.page}
        hrefOf={(changes) => videosHref(props.query, changes)}
        label={t('videos.loadMore')}
        loadingLabel={t('videos.loading')}
      />
    </>
  )
}
