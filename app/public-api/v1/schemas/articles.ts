import { z } from 'zod'
import { absoluteUrl, category, isoTime, itemIdentity, pageOf, pageQuery, searchText } from '../schemas'

export const articleSummary = z
  .object({
    ...itemIdentity,
    excerpt: z.string(),
    author: z.string(),
    category: category.nullable(),
    is_premium: z.boolean(),
    reading_time_minutes: z.number().int(),
    published_at: isoTime,
    url: absoluteUrl,
    cover_image_url: absoluteUrl.nullable(),
  })
  .meta({ id: 'ArticleSummary' })

export const articleDetail = articleSummary
  .extend({ body_html: z.string().meta({ description: 'The full body, premium articles included (Enterprise includes premium).' }), tags: z.array(z.string()), views: z.number().int(), likes: z.number().int() })
  .meta({ id: 'Article' })

export const pageOfArticles = pageOf(articleSummary, 'ArticlePage')

export const categoryList = z.object({ data: z.array(category) }).meta({ id: 'CategoryList' })

export const articleListQuery = pageQuery('Articles').extend({
  category: z.string().max(80).optional().meta({ description: 'A category slug.' }),
  published_after: z.iso.datetime().optional().meta({ description: 'Only articles published after this time (ISO 8601, UTC).' }),
  q: searchText,
})
