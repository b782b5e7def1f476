import { z } from 'zod'
import { podcastCategorySlugs } from '../../../podcasts/podcast-choices'
import { absoluteUrl, category, categoryFilter, isoTime, itemIdentity, itemPublication, nextCursor, pageOf, pageQuery, searchText, uuid } from '../schemas'

export const episodeSummary = z
  .object({
    ...itemIdentity,
    description: z.string(),
    category,
    host: z.string(),
    guest: z.string().nullable(),
    series: z.object({ id: uuid, title: z.string() }).nullable(),
    episode_number: z.number().int().nullable(),
    duration_seconds: z.number().int(),
    downloads: z.number().int(),
    likes: z.number().int(),
    tags: z.array(z.string()),
    is_premium: z.boolean(),
    ...itemPublication,
    audio_url: absoluteUrl.nullable().meta({ description: 'The audio file, premium episodes included (Enterprise includes premium).' }),
    audio_type: z.string().nullable().meta({ description: 'The audio file’s media type, such as `audio/mpeg`.' }),
  })
  .meta({ id: 'PodcastEpisodeSummary' })

export const episodeDetail = episodeSummary
  .extend({
    show_notes_html: z.string().meta({ description: 'The show notes, premium episodes included.' }),
    transcript: z.string(),
    audio_bytes: z.number().int().nullable().meta({ description: 'The audio file’s size in bytes, when known.' }),
  })
  .meta({ id: 'PodcastEpisode' })

export const pageOfEpisodes = pageOf(episodeSummary, 'PodcastEpisodePage')

export const episodeListQuery = pageQuery('Episodes').extend({
  category: categoryFilter(podcastCategorySlugs),
  series: z.uuid().optional().meta({ description: 'Only the episodes of this series (its id).' }),
  q: searchText,
})

export const seriesSummary = z
  .object({
    id: uuid,
    title: z.string(),
    description: z.string(),
    host: z.string(),
    episodes_count: z.number().int().meta({ description: 'Its published episodes.' }),
    latest_episode_at: isoTime.nullable(),
    url: absoluteUrl,
    feed_url: absoluteUrl.meta({ description: 'The series’ podcast feed (RSS).' }),
    thumbnail_url: absoluteUrl.nullable(),
  })
  .meta({ id: 'PodcastSeriesSummary' })

export const seriesDetail = seriesSummary
  .extend({
    duration_seconds: z.number().int().meta({ description: 'The length of all its published episodes.' }),
    episodes: z.array(episodeSummary).meta({ description: 'A page of its episodes, newest first (`limit`, `cursor`).' }),
    next_cursor: nextCursor.meta({ description: 'Pass as `cursor` for the next page of episodes; null on the last page.' }),
  })
  .meta({ id: 'PodcastSeries' })

export const pageOfSeries = pageOf(seriesSummary, 'PodcastSeriesPage')

export const seriesListQuery = pageQuery('Series').extend({
  q: z.string().max(200).optional().meta({ description: 'Words to search for in the title, the description, the host or one of its episodes.' }),
})

export const seriesEpisodesQuery = pageQuery('Episodes')
