import { videoCategorySlugOf, type VideoType } from '../../../videos/video-choices'
import { getVideoBySlug } from '../../../videos/video-detail.server'
import { getPlaylist, listPlaylists, type PlaylistCard } from '../../../videos/playlists.server'
import { listVideos, type VideoCard } from '../../../videos/videos.server'
import { idParams, slugParams } from '../schemas'
import { pageOfPlaylists, pageOfVideos, playlistDetail, playlistListQuery, videoDetail, videoListQuery } from '../schemas/videos'
import { absolute, absoluteOrNull, categoryOf, defineEndpoint, iso } from './endpoint'

function videoSummaryOf(video: VideoCard) {
  return {
    id: video.id,
    slug: video.slug,
    title: video.title,
    category: categoryOf(video.category, videoCategorySlugOf),
    type: video.videoType as VideoType,
    author: video.author,
    duration_seconds: video.durationSeconds,
    is_premium: video.isPremium,
    views: video.views,
    likes: video.likes,
    published_at: iso(video.publishedAt!),
    url: absolute(`/videos/${encodeURIComponent(video.slug)}`),
    thumbnail_url: absoluteOrNull(video.thumbnail),
  }
}

const mediaOf = (video: { mediaUrl: string | null; captionsUrl: string | null }) => ({
  media_url: absoluteOrNull(video.mediaUrl),
  captions_url: absoluteOrNull(video.captionsUrl),
})

function playlistSummaryOf(playlist: PlaylistCard) {
  return {
    id: playlist.id,
    title: playlist.title,
    description: playlist.description,
    is_premium: playlist.isPremium,
    videos_count: playlist.videoCount,
    duration_seconds: playlist.totalSeconds,
    updated_at: iso(playlist.updatedAt),
    url: absolute(`/playlists/${playlist.id}`),
    thumbnail_url: absoluteOrNull(playlist.thumbnail),
  }
}

export const videoEndpoints = [
  defineEndpoint({
    path: '/videos',
    operationId: 'listVideos',
    summary: 'Published videos, newest first, a page at a time',
    tag: 'Videos',
    query: videoListQuery,
    response: pageOfVideos,
    async run(db, { query }) {
      const page = await listVideos(db, { category: query.category, type: query.type, search: query.q }, { cursor: query.cursor, pageSize: query.limit })
      return { data: page.videos.map(videoSummaryOf), next_cursor: page.nextCursor }
    },
  }),
  defineEndpoint({
    path: '/videos/:slug',
    operationId: 'getVideo',
    summary: 'One video with its description and media addresses',
    tag: 'Videos',
    params: slugParams,
    response: videoDetail,
    async run(db, { params }) {
      const video = await getVideoBySlug(db, params.slug, { canWatchPremium: true })
      if (!video) return null
      return { ...videoSummaryOf(video), description: video.description, ...mediaOf(video) }
    },
  }),
  defineEndpoint({
    path: '/playlists',
    operationId: 'listPlaylists',
    summary: 'Playlists, most recently changed first, a page at a time',
    tag: 'Videos',
    query: playlistListQuery,
    response: pageOfPlaylists,
    async run(db, { query }) {
      const page = await listPlaylists(db, { search: query.q }, { cursor: query.cursor, pageSize: query.limit })
      return { data: page.playlists.map(playlistSummaryOf), next_cursor: page.nextCursor }
    },
  }),
  defineEndpoint({
    path: '/playlists/:id',
    operationId: 'getPlaylist',
    summary: 'One playlist with its published videos in order',
    tag: 'Videos',
    params: idParams,
    response: playlistDetail,
    async run(db, { params }) {
      const playlist = await getPlaylist(db, params.id, { canWatchPremium: true })
      if (!playlist) return null
      return {
        ...playlistSummaryOf(playlist),
        videos: playlist.videos.map((video, index) => ({ ...videoSummaryOf(video), order: index + 1, ...mediaOf(video) })),
      }
    },
  }),
]
