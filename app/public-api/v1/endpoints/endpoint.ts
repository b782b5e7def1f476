import type { z } from 'zod'
import { getConfig } from '../../../config.server'
import type { Db } from '../../../db/client.server'
import { slugify } from '../../../lib/text'

/** One read-only operation of /api/v1: how its input is checked, what it answers, and how. */
export interface Endpoint {
  /** Express path under /api/v1, e.g. `/articles/:slug`. */
  path: string
  operationId: string
  summary: string
  tag: string
  query?: z.ZodObject
  params?: z.ZodObject
  response: z.ZodType
  /** The answer's body, or null for 404. */
  run: (db: Db, input: { query: Record<string, unknown>; params: Record<string, string> }) => Promise<unknown>
}

type Input<S> = S extends z.ZodObject ? z.output<S> : Record<string, never>

/** An endpoint as its feature defines it; `endpointGroup` gives the feature's endpoints their one tag. */
type UntaggedEndpoint = Omit<Endpoint, 'tag'>

/** A feature's endpoints, listed together under `tag` in the OpenAPI document and the reference. */
export const endpointGroup = (tag: string, endpoints: UntaggedEndpoint[]): Endpoint[] => endpoints.map((endpoint) => ({ ...endpoint, tag }))

/**
 * An endpoint whose `run` reads its parameters as its schemas give them and answers with what
 * its response schema describes (or null for 404), both checked when compiling.
 */
export function defineEndpoint<R extends z.ZodType, Q extends z.ZodObject | undefined = undefined, P extends z.ZodObject | undefined = undefined>(
  endpoint: Omit<UntaggedEndpoint, 'query' | 'params' | 'response' | 'run'> & {
    query?: Q
    params?: P
    response: R
    run: (db: Db, input: { query: Input<Q>; params: Input<P> }) => Promise<z.output<R> | null>
  },
): UntaggedEndpoint {
  return endpoint as unknown as UntaggedEndpoint
}

type About = Pick<Endpoint, 'path' | 'operationId' | 'summary'>

/**
 * A list operation: the page `list` reads with the request's parameters, answered as its rows
 * (`data`, as the API shows them) and the cursor of the next page.
 */
export function defineListEndpoint<R extends z.ZodType<{ data: unknown[]; next_cursor: string | null }>, Q extends z.ZodObject, Page extends { nextCursor: string | null }>(
  endpoint: About & {
    query: Q
    response: R
    list: (db: Db, query: z.output<Q>) => Promise<Page>
    data: (page: Page) => z.output<R>['data']
  },
): UntaggedEndpoint {
  const { list, data, ...about } = endpoint
  return defineEndpoint({
    ...about,
    async run(db, { query }) {
      const page = await list(db, query as z.output<Q>)
      return { data: data(page), next_cursor: page.nextCursor } as z.output<R>
    },
  })
}

/**
 * An operation on one item: `find` reads it by the path's parameters (none is a 404), and
 * `answer` shows it, reading more when the answer holds more than the item.
 */
export function defineDetailEndpoint<R extends z.ZodType, P extends z.ZodObject, Item, Q extends z.ZodObject | undefined = undefined>(
  endpoint: About & {
    params: P
    query?: Q
    response: R
    find: (db: Db, params: z.output<P>) => Promise<Item | null | undefined>
    answer: (item: Item, db: Db, query: Input<Q>) => z.output<R> | Promise<z.output<R>>
  },
): UntaggedEndpoint {
  const { find, answer, ...about } = endpoint
  return defineEndpoint({
    ...about,
    async run(db, { params, query }) {
      const item = await find(db, params as z.output<P>)
      return item ? answer(item, db, query) : null
    },
  })
}

/** An absolute address on this site for a path (or an address that is already absolute). */
export const absolute = (path: string) => new URL(path, getConfig().SITE_URL).toString()

/** An absolute address for a path that may be missing. */
export const absoluteOrNull = (path: string | null) => (path ? absolute(path) : null)

/** A time as ISO 8601 UTC. */
export const iso = (time: Date) => time.toISOString()

/** The fields every content summary starts with (see `itemIdentity`). */
export const identityOf = (item: { id: string; slug: string; title: string }) => ({ id: item.id, slug: item.slug, title: item.title })

/** The fields every content summary ends with (see `itemPublication`): its page is at `path`. */
export const publicationOf = (item: { publishedAt: Date | null; thumbnail: string | null }, path: string) => ({
  published_at: iso(item.publishedAt!),
  url: absolute(path),
  thumbnail_url: absoluteOrNull(item.thumbnail),
})

/** A category as the API names it: its slug, from the feature's map, and its name. */
export const categoryOf = (name: string, slugOf: (name: string) => string | undefined) => ({ slug: slugOf(name) ?? slugify(name), name })

/** The search and paging every list endpoint takes (`?q=`, `?cursor=`, `?limit=`), as the feature lists read them. */
export const searchPageOf = (query: { q?: string; cursor?: string; limit: number }) => ({ search: query.q, cursor: query.cursor, pageSize: query.limit })
