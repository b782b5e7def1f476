import { z } from 'zod'

/** The API's shapes: they validate each request's parameters and describe each answer in the OpenAPI document. */

export const apiError = z
  .object({ error: z.object({ code: z.string().meta({ example: 'invalid_key' }), message: z.string() }) })
  .meta({ id: 'Error', description: 'Every refusal: a stable code and a sentence for people.' })

const isoTime = z.string().meta({ format: 'date-time', example: '2026-11-24T07:00:00.000Z' })

export const category = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'Category' })

export const articleSummary = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    author: z.string(),
    category: category.nullable(),
    is_premium: z.boolean(),
    reading_time_minutes: z.number().int(),
    published_at: isoTime,
    url: z.string().meta({ format: 'uri' }),
    cover_image_url: z.string().meta({ format: 'uri' }).nullable(),
  })
  .meta({ id: 'ArticleSummary' })

export const articleDetail = articleSummary
  .extend({ body_html: z.string().meta({ description: 'The full body, premium articles included (Enterprise includes premium).' }), tags: z.array(z.string()), views: z.number().int(), likes: z.number().int() })
  .meta({ id: 'Article' })

export const pageOfArticles = z
  .object({ data: z.array(articleSummary), next_cursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last page.' }) })
  .meta({ id: 'ArticlePage' })

export const categoryList = z.object({ data: z.array(category) }).meta({ id: 'CategoryList' })

export const articleListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: 'Articles per page (1–100).' }),
  cursor: z.string().max(200).optional().meta({ description: 'The `next_cursor` of the previous page.' }),
  category: z.string().max(80).optional().meta({ description: 'A category slug.' }),
  published_after: z.iso.datetime().optional().meta({ description: 'Only articles published after this time (ISO 8601, UTC).' }),
  q: z.string().max(200).optional().meta({ description: 'Words to search for.' }),
})

export const slugParams = z.object({ slug: z.string().min(1).max(200).meta({ description: 'The item’s slug.' }) })
