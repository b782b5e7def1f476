import { z } from 'zod'
import { invalidCursorMessage, MAX_RENDERED_PAGES } from './keyset-paging.server'

/**
 * Address parameters the public lists share. Lists that answer bad input with a 400 naming
 * the problem (tutorials, podcasts, courses) use the strict ones; news and videos fall back to
 * the first page instead, because their addresses were always forgiving.
 */

/** An empty field (the "All" choice of a select) means no filter. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())

const pageMessage = 'The page must be a whole number.'

/** `?page=N`: how many pages to render, 1 when absent, at most MAX_RENDERED_PAGES. */
export const pageParam = optionalParam(
  z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, 'The page must be 1 or more.'),
).transform((page) => Math.min(page ?? 1, MAX_RENDERED_PAGES))

/** `?cursor=`: a position `pageOf` wrote; its content is checked when the list reads it. */
export const cursorParam = optionalParam(z.string().max(300, invalidCursorMessage))

/** `?page=N` for the forgiving lists: anything but a whole number is the first page. */
export const lenientPageParam = z.coerce
  .number()
  .int()
  .catch(1)
  .transform((page) => Math.min(Math.max(page, 1), MAX_RENDERED_PAGES))

/** `?cursor=` for the forgiving lists: an overlong one is ignored (a forged short one is still a 400). */
export const lenientCursorParam = z.string().max(300).optional().catch(undefined)
