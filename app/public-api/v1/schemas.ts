import { z } from 'zod'

/**
 * The API's shared shapes: they validate each request's parameters and describe each answer in
 * the OpenAPI document. Each feature's own shapes are in schemas/.
 */

export const apiError = z
  .object({ error: z.object({ code: z.string().meta({ example: 'invalid_key' }), message: z.string() }) })
  .meta({ id: 'Error', description: 'Every refusal: a stable code and a sentence for people.' })

export const isoTime = z.string().meta({ format: 'date-time', example: '2026-11-24T07:00:00.000Z' })

/** An absolute address on this site (a page, a cover image, a media file). */
export const absoluteUrl = z.string().meta({ format: 'uri' })

export const uuid = z.string().meta({ format: 'uuid' })

export const category = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'Category' })

export const nextCursor = z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last page.' })

/** The fields every content summary starts with. */
export const itemIdentity = { id: uuid, slug: z.string(), title: z.string() }

/** The fields every content summary ends with: when it was published, its page and its picture. */
export const itemPublication = { published_at: isoTime, url: absoluteUrl, thumbnail_url: absoluteUrl.nullable() }

/** The parts of an item (a course's lessons, a playlist's videos), in their order. */
export const inOrder = <T extends z.ZodType>(part: T) => z.array(part).meta({ description: 'In order.' })

/** A page of a list: its items and the cursor of the next page. */
export const pageOf = <T extends z.ZodType>(item: T, id: string) => z.object({ data: z.array(item), next_cursor: nextCursor }).meta({ id })

/** `limit` and `cursor`, which every list takes. */
export const pageQuery = (items: string) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: `${items} per page (1–100).` }),
    cursor: z.string().max(200).optional().meta({ description: 'The `next_cursor` of the previous page.' }),
  })

/** `q`, the words a list is filtered by. */
export const searchText = z.string().max(200).optional().meta({ description: 'Words to search for.' })

/** A category filter: one of the feature's category slugs. */
export const categoryFilter = <S extends string>(slugs: readonly S[], description = 'A category slug.') =>
  z.enum(slugs as [S, ...S[]]).optional().meta({ description })

export const slugParams = z.object({ slug: z.string().min(1).max(200).meta({ description: 'The item’s slug.' }) })

export const idParams = z.object({ id: z.string().min(1).max(200).meta({ description: 'The item’s id (a UUID).' }) })
