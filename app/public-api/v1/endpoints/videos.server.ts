import { videoCategorySlugOf, type VideoType } from '../../../videos/video-choices'
import { getVideoBySlug } from '../../../videos/video-detail.server'
import type { StreamView } from '../../../videos/streams/stream-access.server'
import { getPlaylist, listPlaylists, type PlaylistCard } from '../../../videos/playlists.server'
import { listVideos, type VideoCard } from '../../../videos/videos.server'
import { idParams, slugParams } from '../schemas'
import { pageOfPlaylists, pageOfVideos, playlistDetail, playlistListQuery, videoDetail, videoListQuery } from '../schemas/videos'
import { absolute, absoluteOrNull, categoryOf, defineDetailEndpoint, defineListEndpoint, endpointGroup, identityOf, iso, publicationOf } from './endpoint'

function videoSummaryOf(video: VideoCard) {
  return {
    ...identityOf(video),
    category: categoryOf(video.category, videoCategorySlugOf),
    type: video.videoType as VideoType,
    author: video.author,
    duration_seconds: video.durationSeconds,
    is_premium: video.isPremium,
    views: video.views,
    likes: video.likes,
    ...publicationOf(video, `/videos/${encodeURIComponent(video.slug)}`),
  }
}

const mediaOf = (video: { mediaUrl: string | null; captionsUrl: string | null; stream?: StreamView | null }) => ({
  media_url: absoluteOrNull(video.mediaUrl),
  captions_url: absoluteOrNull(video.captionsUrl),
  stream: video.stream
    ? { master_playlist_url: absolute(video.stream.masterUrl), poster_url: absolute(video.stream.posterUrl), thumbnails_url: absolute(video.stream.thumbnailsUrl), renditions: video.stream.renditions, file_url: video.stream.file ? absolute(video.stream.file.url) : null }
    : null,
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

export const videoEndpoints = endpointGroup('Videos', [
  defineListEndpoint({
    path: '/videos',
    operationId: 'listVideos',
    summary: 'Published videos, newest first, a page at a time',
    query: videoListQuery,
    response: pageOfVideos,
    list: (db, query) => listVideos(db, { category: query.category, type: query.type, search: query.q }, { cursor: query.cursor, pageSize: query.limit }),
    data: (page) => page.videos.map(videoSummaryOf),
  }),
  defineDetailEndpoint({
    path: '/videos/:slug',
    operationId: 'getVideo',
    summary: 'One video with its description and media addresses',
    params: slugParams,
    response: videoDetail,
    find: (db, { slug }) => getVideoBySlug(db, slug, { canWatchPremium: true }),
    answer: (video) => ({ ...videoSummaryOf(video), description: video.description, ...mediaOf(video) }),
  }),
  defineListEndpoint({
    path: '/playlists',
    operationId: 'listPlaylists',
    summary: 'Playlists, most recently changed first, a page at a time',
    query: playlistListQuery,
    response: pageOfPlaylists,
    list: (db, query) => listPlaylists(db, { search: query.q }, { cursor: query.cursor, pageSize: query.limit }),
    data: (page) => page.playlists.map(playlistSummaryOf),
  }),
  defineDetailEndpoint({
    path: '/playlists/:id',
    operationId: 'getPlaylist',
    summary: 'One playlist with its published videos in order',
    params: idParams,
    response: playlistDetail,
    find: (db, { id }) => getPlaylist(db, id, { canWatchPremium: true }),
    answer: (playlist) => ({
      ...playlistSummaryOf(playlist),
      videos: playlist.videos.map((video, index) => ({ ...videoSummaryOf(video), order: index + 1, ...mediaOf(video) })),
    }),
  }),
])
