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

/**
 * An endpoint whose `run` reads its parameters as its schemas give them and answers with what
 * its response schema describes (or null for 404), both checked when compiling.
 */
export function defineEndpoint<R extends z.ZodType, Q extends z.ZodObject | undefined = undefined, P extends z.ZodObject | undefined = undefined>(
  endpoint: Omit<Endpoint, 'query' | 'params' | 'response' | 'run'> & {
    query?: Q
    params?: P
    response: R
    run: (db: Db, input: { query: Input<Q>; params: Input<P> }) => Promise<z.output<R> | null>
  },
): Endpoint {
  return endpoint as unknown as Endpoint
}

/** An absolute address on this site for a path (or an address that is already absolute). */
export const absolute = (path: string) => new URL(path, getConfig().SITE_URL).toString()

/** An absolute address for a path that may be missing. */
export const absoluteOrNull = (path: string | null) => (path ? absolute(path) : null)

/** A time as ISO 8601 UTC. */
export const iso = (time: Date) => time.toISOString()

/** A category as the API names it: its slug, from the feature's map, and its name. */
export const categoryOf = (name: string, slugOf: (name: string) => string | undefined) => ({ slug: slugOf(name) ?? slugify(name), name })

/** The search and paging every list endpoint takes (`?q=`, `?cursor=`, `?limit=`), as the feature lists read them. */
export const searchPageOf = (query: { q?: string; cursor?: string; limit: number }) => ({ search: query.q, cursor: query.cursor, pageSize: query.limit })

/** A `?category=` slug as the stored category name the feature's map gives it. */
export const categoryNamed = <S extends string, N extends string>(bySlug: Record<S, N>, slug: S | undefined) => (slug ? bySlug[slug] : undefined)
