import { listEpisodes, type EpisodeCard } from '../../../podcasts/episode-list.server'
import { episodePath, seriesFeedPath, seriesPath } from '../../../podcasts/paths'
import { podcastCategoryNameOf, podcastCategorySlugOf } from '../../../podcasts/podcast-choices'
import { getEpisodeBySlug, getSeriesById } from '../../../podcasts/podcast-detail.server'
import { listSeries, type SeriesCard } from '../../../podcasts/series-list.server'
import { idParams, slugParams } from '../schemas'
import { episodeDetail, episodeListQuery, pageOfEpisodes, pageOfSeries, seriesDetail, seriesEpisodesQuery, seriesListQuery } from '../schemas/podcasts'
import { absolute, absoluteOrNull, categoryOf, defineDetailEndpoint, defineListEndpoint, endpointGroup, identityOf, iso, publicationOf, searchPageOf } from './endpoint'

function episodeSummaryOf(episode: EpisodeCard) {
  return {
    ...identityOf(episode),
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
    ...publicationOf(episode, episodePath(episode.slug)),
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

export const podcastEndpoints = endpointGroup('Podcasts', [
  defineListEndpoint({
    path: '/podcast-episodes',
    operationId: 'listPodcastEpisodes',
    summary: 'Published podcast episodes, newest first, a page at a time',
    query: episodeListQuery,
    response: pageOfEpisodes,
    list: (db, query) =>
      listEpisodes(db, {
        category: podcastCategoryNameOf(query.category),
        seriesId: query.series,
        ...searchPageOf(query),
        canListenPremium: true,
      }),
    data: (page) => page.episodes.map(episodeSummaryOf),
  }),
  defineDetailEndpoint({
    path: '/podcast-episodes/:slug',
    operationId: 'getPodcastEpisode',
    summary: 'One podcast episode with its show notes, transcript and audio address',
    params: slugParams,
    response: episodeDetail,
    find: (db, { slug }) => getEpisodeBySlug(db, slug, { canListenPremium: true }),
    answer: (episode) => ({ ...episodeSummaryOf(episode), show_notes_html: episode.showNotes ?? '', transcript: episode.transcript ?? '', audio_bytes: episode.audioBytes }),
  }),
  defineListEndpoint({
    path: '/podcast-series',
    operationId: 'listPodcastSeries',
    summary: 'Podcast series with published episodes, latest episode first, a page at a time',
    query: seriesListQuery,
    response: pageOfSeries,
    list: (db, query) => listSeries(db, searchPageOf(query)),
    data: (page) => page.series.map(seriesSummaryOf),
  }),
  defineDetailEndpoint({
    path: '/podcast-series/:id',
    operationId: 'getPodcastSeries',
    summary: 'One podcast series with a page of its episodes, newest first',
    params: idParams,
    query: seriesEpisodesQuery,
    response: seriesDetail,
    find: (db, { id }) => getSeriesById(db, id),
    async answer(series, db, query) {
      const page = await listEpisodes(db, { seriesId: series.id, cursor: query.cursor, pageSize: query.limit, canListenPremium: true })
      return { ...seriesSummaryOf(series), duration_seconds: series.totalSeconds, episodes: page.episodes.map(episodeSummaryOf), next_cursor: page.nextCursor }
    },
  }),
])
