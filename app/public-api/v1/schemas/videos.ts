import { z } from 'zod'
import { videoTypes } from '../../../db/schema/videos'
import { videoCategorySlugs } from '../../../videos/video-choices'
import { absoluteUrl, category, categoryFilter, inOrder, isoTime, itemIdentity, itemPublication, pageOf, pageQuery, searchText, uuid } from '../schemas'

const videoType = z.enum(videoTypes)

export const videoSummary = z
  .object({
    ...itemIdentity,
    category,
    type: videoType,
    author: z.string(),
    duration_seconds: z.number().int(),
    is_premium: z.boolean(),
    views: z.number().int(),
    likes: z.number().int(),
    ...itemPublication,
  })
  .meta({ id: 'VideoSummary' })

const media = {
  media_url: absoluteUrl.nullable().meta({ description: 'The video file, premium videos included (Enterprise includes premium).' }),
  captions_url: absoluteUrl.nullable().meta({ description: 'The captions (WebVTT), when the video has them.' }),
  stream: z
    .object({
      master_playlist_url: absoluteUrl.meta({ description: 'The HLS master playlist; for a premium video the address is signed and works for 6 hours.' }),
      poster_url: absoluteUrl,
      thumbnails_url: absoluteUrl.meta({ description: 'WebVTT cues pointing into a thumbnail sprite, for seek previews.' }),
      renditions: z.array(z.object({ width: z.number().int(), height: z.number().int() })),
      file_url: absoluteUrl.nullable().meta({ description: 'One rendition (the one nearest 360p) as a single MP4 file, for saving offline and players without HLS; signed like the playlist for a premium video.' }),
    })
    .nullable()
    .meta({ id: 'VideoStream', description: 'The adaptive stream, once the video has been transcoded; null before.' }),
}

export const videoDetail = videoSummary.extend({ description: z.string(), ...media }).meta({ id: 'Video' })

export const pageOfVideos = pageOf(videoSummary, 'VideoPage')

export const videoListQuery = pageQuery('Videos').extend({
  category: categoryFilter(videoCategorySlugs),
  type: videoType.optional().meta({ description: 'Only videos of this type.' }),
  q: searchText,
})

export const playlistSummary = z
  .object({
    id: uuid,
    title: z.string(),
    description: z.string(),
    is_premium: z.boolean(),
    videos_count: z.number().int(),
    duration_seconds: z.number().int().meta({ description: 'The length of all its videos.' }),
    updated_at: isoTime,
    url: absoluteUrl,
    thumbnail_url: absoluteUrl.nullable(),
  })
  .meta({ id: 'PlaylistSummary' })

const playlistVideo = videoSummary
  .extend({ order: z.number().int().meta({ description: 'The video’s place in the playlist, from 1.' }), ...media })
  .meta({ id: 'PlaylistVideo' })

export const playlistDetail = playlistSummary.extend({ videos: inOrder(playlistVideo) }).meta({ id: 'Playlist' })

export const pageOfPlaylists = pageOf(playlistSummary, 'PlaylistPage')

export const playlistListQuery = pageQuery('Playlists').extend({
  q: z.string().max(200).optional().meta({ description: 'Words to search for in the title, the description or one of its videos.' }),
})
