import { searchSite, type SearchKind } from '../../../search/search.server'
import { searchQuery, searchResults, type searchTypes } from '../schemas/search'
import { absolute, defineEndpoint, endpointGroup } from './endpoint'

const typeOf: Record<SearchKind, (typeof searchTypes)[number]> = {
  articles: 'article',
  courses: 'course',
  tutorials: 'tutorial',
  videos: 'video',
  podcasts: 'podcast_episode',
}

export const searchEndpoints = endpointGroup('Search', [
  defineEndpoint({
    path: '/search',
    operationId: 'search',
    summary: 'Published articles, courses, tutorials, videos and podcast episodes matching words',
    query: searchQuery,
    response: searchResults,
    async run(db, { query }) {
      const result = await searchSite(db, query.q, { limitPerGroup: query.limit })
      const data = result.groups.flatMap((group) =>
        group.items.map((item) => ({
          type: typeOf[item.kind],
          id: item.id,
          slug: item.slug,
          title: item.title,
          excerpt: item.excerpt,
          category: item.category,
          is_premium: item.isPremium,
          published_at: item.publishedAt!,
          url: absolute(item.href),
        })),
      )
      return { query: result.query, total: data.length, data }
    },
  }),
])
