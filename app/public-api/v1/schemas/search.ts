import { z } from 'zod'
import { MIN_QUERY_LENGTH } from '../../../search/types'
import { absoluteUrl, isoTime, itemIdentity } from '../schemas'

/** What each result is, and the endpoint that answers it in full (by its `slug`). */
export const searchTypes = ['article', 'course', 'tutorial', 'video', 'podcast_episode'] as const

export const searchResult = z
  .object({
    type: z.enum(searchTypes).meta({ description: 'article (/articles/{slug}), course (/courses/{slug}), tutorial (/tutorials/{slug}), video (/videos/{slug}) or podcast_episode (/podcast-episodes/{slug}).' }),
    ...itemIdentity,
    excerpt: z.string(),
    category: z.string().nullable().meta({ description: 'The category’s name.' }),
    is_premium: z.boolean(),
    published_at: isoTime,
    url: absoluteUrl,
  })
  .meta({ id: 'SearchResult' })

export const searchResults = z
  .object({
    query: z.string(),
    total: z.number().int(),
    data: z.array(searchResult).meta({ description: 'The best matches of each type, grouped by type (articles, courses, tutorials, videos, then podcast episodes), best first within a type.' }),
  })
  .meta({ id: 'SearchResults' })

export const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(MIN_QUERY_LENGTH)
    .max(200)
    .meta({ description: `Words to search for (at least ${MIN_QUERY_LENGTH} characters): titles, summaries and bodies, with word prefixes and close spellings.`, example: 'neural networks' }),
  limit: z.coerce.number().int().min(1).max(50).default(10).meta({ description: 'Results per type (1–50).' }),
})
