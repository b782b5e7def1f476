import { z } from 'zod'
import { newsFetchTexts } from './news-fetch'

/** One article as NewsAPI's /everything endpoint returns it (urlToImage is never used). */
const apiArticle = z.object({
  source: z.object({ name: z.string().nullish() }).nullish(),
  author: z.string().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  url: z.string().nullish(),
  publishedAt: z.string().nullish(),
  content: z.string().nullish(),
})
export type ApiArticle = z.infer<typeof apiArticle>

const okBody = z.object({ status: z.literal('ok'), totalResults: z.number().optional(), articles: z.array(z.unknown()) })
const errorBody = z.object({ status: z.literal('error'), code: z.string().optional(), message: z.string().optional() })

type NewsApiAnswer =
  | { ok: true; articles: ApiArticle[]; totalResults: number }
  | { ok: false; error: string; message?: string }

interface NewsApiRequest {
  baseUrl: string
  apiKey: string
  query: string
  language: string
  pageSize: number
  timeoutMs: number
  userAgent: string
}

const isAbort = (cause: unknown) => cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')

/**
 * Calls NewsAPI's "everything" search. Never throws: an error answer, an HTTP failure, a
 * timeout or an unreachable host each come back as `{ ok: false }` with the spec's texts.
 */
export async function searchNewsApi(request: NewsApiRequest): Promise<NewsApiAnswer> {
  const url = new URL(`${request.baseUrl.replace(/\/+$/, '')}/everything`)
  url.searchParams.set('q', request.query)
  url.searchParams.set('language', request.language)
  url.searchParams.set('pageSize', String(request.pageSize))
  url.searchParams.set('sortBy', 'publishedAt')
  let response: Response
  let body: unknown
  try {
    response = await fetch(url, {
      headers: { 'X-Api-Key': request.apiKey, Accept: 'application/json', 'User-Agent': request.userAgent },
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    })
    body = await response.json().catch((cause: unknown) => {
      if (isAbort(cause)) throw cause
      return undefined
    })
  } catch (cause) {
    const isTimeout = isAbort(cause)
    return {
      ok: false,
      error: newsFetchTexts.unknown,
      message: isTimeout
        ? `The news service did not answer within ${Math.round(request.timeoutMs / 1000)} seconds.`
        : 'The news service could not be reached.',
    }
  }
  const failure = errorBody.safeParse(body)
  if (!response.ok) {
    return { ok: false, error: newsFetchTexts.httpError(response.status), message: failure.success ? failure.data.message : undefined }
  }
  if (failure.success) return { ok: false, error: failure.data.message || newsFetchTexts.failed }
  const success = okBody.safeParse(body)
  if (!success.success) return { ok: false, error: newsFetchTexts.failed }
  const articles = success.data.articles.flatMap((item) => {
    const parsed = apiArticle.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
  return { ok: true, articles, totalResults: success.data.totalResults ?? articles.length }
}
