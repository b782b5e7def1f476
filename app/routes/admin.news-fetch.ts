import { z } from 'zod'
import { isNewsCategory, NEWS_PAGE_SIZE } from '../admin/operations/news-fetch'
import { fetchNews } from '../admin/operations/news-fetch.server'
import { requirePermission } from '../admin/access.server'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.news-fetch'
import { jsonError } from '../lib/json-error'
import { parseForm } from '../lib/parse-form.server'

/** Spec §7 request: query and language are fixed on the server; pageSize 1–100; an optional category. */
const body = z.object({
  category: z.string().optional().refine((value) => value === undefined || isNewsCategory(value), 'Unknown category'),
  pageSize: z.coerce.number().int().min(1).max(100).default(NEWS_PAGE_SIZE),
})

/** The request as JSON or as a form, validated alike: the input, or null when it does not fit. */
async function readBody(request: Request) {
  if ((request.headers.get('Content-Type') ?? '').includes('application/json')) {
    const parsed = body.safeParse((await request.json().catch(() => null)) ?? {})
    return parsed.success ? parsed.data : null
  }
  const parsed = await parseForm(request, body)
  return parsed.ok ? parsed.data : null
}

/**
 * POST /admin/news-fetch — the news fetcher as JSON (success, fetched, inserted, articles, error,
 * status, message): the fetch's own report, failed fetches included. A request this route cannot
 * take is refused with the JSON error instead.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'news.fetch')
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', 'Method not allowed', { Allow: 'POST' })
  const input = await readBody(request)
  if (!input) return jsonError(400, 'invalid_input', 'Invalid request')
  const category = input.category && isNewsCategory(input.category) ? input.category : null
  return Response.json(await fetchNews(getDb(), { actorId: admin.id, category, pageSize: input.pageSize }), {
    headers: { 'Cache-Control': 'no-store' },
  })
}

/** GET answers 405 for admins (and sends others to login or Access Denied like every admin URL). */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'news.fetch')
  return jsonError(405, 'method_not_allowed', 'Use POST', { Allow: 'POST' })
}
