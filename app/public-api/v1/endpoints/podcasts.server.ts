import { listEpisodes, type EpisodeCard } from '../../../podcasts/episode-list.server'
import { episodePath, seriesFeedPath, seriesPath } from '../../../podcasts/paths'
import { podcastCategoryBySlug, podcastCategorySlugOf } from '../../../podcasts/podcast-choices'
import { getEpisodeBySlug, getSeriesById } from '../../../podcasts/podcast-detail.server'
import { listSeries, type SeriesCard } from '../../../podcasts/series-list.server'
import { idParams, slugParams } from '../schemas'
import { episodeDetail, episodeListQuery, pageOfEpisodes, pageOfSeries, seriesDetail, seriesEpisodesQuery, seriesListQuery } from '../schemas/podcasts'
import { absolute, absoluteOrNull, categoryNamed, categoryOf, defineEndpoint, iso, searchPageOf } from './endpoint'

function episodeSummaryOf(episode: EpisodeCard) {
  return {
    id: episode.id,
    slug: episode.slug,
    title: episode.title,
    description: episode.description,
    category: categoryOf(episode.category, podcastCategorySlugOf),
    host: episode.host,
    guest: episode.guest,
    series: episode.seriesId && episode.seriesTitle ? { id: episode.seriesId, title: episode.seriesTitle } : null,
    episode_number: episode.episodeNumber,
    duration_seconds: episode.durationSeconds,
    downloads: episode.downloads,
    likes: episode.likes,
    tags: episode.tags,
    is_premium: episode.isPremium,
    published_at: iso(episode.publishedAt!),
    url: absolute(episodePath(episode.slug)),
    thumbnail_url: absoluteOrNull(episode.thumbnail),
    audio_url: absoluteOrNull(episode.audioUrl),
    audio_type: episode.audioType,
  }
}

function seriesSummaryOf(series: SeriesCard) {
  return {
    id: series.id,
    title: series.title,
    description: series.description,
    host: series.host,
    episodes_count: series.episodeCount,
    latest_episode_at: series.latestEpisodeAt ? iso(series.latestEpisodeAt) : null,
    url: absolute(seriesPath(series.id)),
    feed_url: absolute(seriesFeedPath(series.id)),
    thumbnail_url: absoluteOrNull(series.thumbnail),
  }
}

export const podcastEndpoints = [
  defineEndpoint({
    path: '/podcast-episodes',
    operationId: 'listPodcastEpisodes',
    summary: 'Published podcast episodes, newest first, a page at a time',
    tag: 'Podcasts',
    query: episodeListQuery,
    response: pageOfEpisodes,
    async run(db, { query }) {
      const page = await listEpisodes(db, {
        category: categoryNamed(podcastCategoryBySlug, query.category),
        seriesId: query.series,
        ...searchPageOf(query),
        canListenPremium: true,
      })
      return { data: page.episodes.map(episodeSummaryOf), next_cursor: page.nextCursor }
    },
  }),
  defineEndpoint({
    path: '/podcast-episodes/:slug',
    operationId: 'getPodcastEpisode',
    summary: 'One podcast episode with its show notes, transcript and audio address',
    tag: 'Podcasts',
    params: slugParams,
    response: episodeDetail,
    async run(db, { params }) {
      const episode = await getEpisodeBySlug(db, params.slug, { canListenPremium: true })
      if (!episode) return null
      return { ...episodeSummaryOf(episode), show_notes_html: episode.showNotes ?? '', transcript: episode.transcript ?? '', audio_bytes: episode.audioBytes }
    },
  }),
  defineEndpoint({
    path: '/podcast-series',
    operationId: 'listPodcastSeries',
    summary: 'Podcast series with published episodes, latest episode first, a page at a time',
    tag: 'Podcasts',
    query: seriesListQuery,
    response: pageOfSeries,
    async run(db, { query }) {
      const page = await listSeries(db, searchPageOf(query))
      return { data: page.series.map(seriesSummaryOf), next_cursor: page.nextCursor }
    },
  }),
  defineEndpoint({
    path: '/podcast-series/:id',
    operationId: 'getPodcastSeries',
    summary: 'One podcast series with a page of its episodes, newest first',
    tag: 'Podcasts',
    params: idParams,
    query: seriesEpisodesQuery,
    response: seriesDetail,
    async run(db, { params, query }) {
      const series = await getSeriesById(db, params.id)
      if (!series) return null
      const page = await listEpisodes(db, { seriesId: series.id, cursor: query.cursor, pageSize: query.limit, canListenPremium: true })
      return { ...seriesSummaryOf(series), duration_seconds: series.totalSeconds, episodes: page.episodes.map(episodeSummaryOf), next_cursor: page.nextCursor }
    },
  }),
]
