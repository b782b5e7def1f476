import { eq } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { articles, categories } from '../../db/schema'
import { escapeHtml } from '../../lib/escape'
import { sanitizeHtml } from '../../lib/sanitize-html.server'
import { hashString, readingTimeMinutes, slugify } from '../../lib/text'
import { recordAudit } from '../../audit/audit.server'
import { searchNewsApi, type ApiArticle } from './news-api.server'
import { NEWS_LANGUAGE, NEWS_PAGE_SIZE, NEWS_QUERY, newsFetchTexts, type NewsCategory, type NewsFetchResult } from './news-fetch'
import { logError } from '../../lib/log.server'

const NEWS_TIMEOUT_MS = 10_000

/**
 * The site category an imported article goes to for each button of the tool: our eight
 * categories are about AI, so only the buttons with an obvious match get one; the others
 * stay uncategorised for the editor to place.
 */
const categoryForButton: Record<NewsCategory, string | null> = {
  technology: 'generative-ai',
  business: 'business',
  science: 'ml',
  health: null,
  entertainment: 'generative-ai',
  sports: null,
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntity(match: string, name: string) {
  const hex = /^#x([0-9a-f]+)$/i.exec(name)?.[1]
  const decimal = /^#(\d+)$/.exec(name)?.[1]
  if (hex === undefined && decimal === undefined) return entities[name.toLowerCase()] ?? match
  const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal)
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
}

/** Text of a snippet that may hold markup (titles, names, summaries): tags dropped, entities decoded. */
export function plainText(html: string | null | undefined) {
  return (html ?? '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim()
}
const plain = plainText

/** An article of the API as a row of ours, or null when it is unusable (removed, no link, no title). */
function toArticleRow(item: ApiArticle, { categoryId, now }: { categoryId: string | null; now: Date }) {
  const url = item.url?.trim() ?? ''
  const title = clip(plain(item.title), 250)
  if (!/^https?:\/\//i.test(url) || url.length > 2000 || !title || title === '[Removed]') return null
  const sourceName = clip(plain(item.source?.name), 120) || null
  const description = item.description ?? ''
  // NewsAPI cuts the text and appends "[+1234 chars]"; the link to the source gives the rest.
  const body = (item.content ?? '').replace(/\s*\[\+\d+ chars\]\s*$/, '')
  const paragraphs = [description, body === description ? '' : body].filter((p) => plain(p))
  const credit = `<p>Originally published by <a href="${escapeHtml(url)}">${escapeHtml(sourceName ?? new URL(url).host)}</a>.</p>`
  const content = sanitizeHtml(paragraphs.map((p) => `<p>${p}</p>`).join('') + credit)
  const publishedAt = item.publishedAt ? new Date(item.publishedAt) : now
  const slug = `${slugify(title).slice(0, 70).replace(/-+$/, '') || 'news'}-${hashString(url).toString(36)}`
  return {
    slug,
    title,
    excerpt: clip(plain(description) || plain(body), 300),
    content,
    author: clip(plain(item.author), 120) || sourceName || 'Staff',
    sourceName,
    sourceUrl: url,
    categoryId,
    // Imported stories are third-party text from a broad search: an editor checks the
    // category, credit and summary before readers see them, so they land in Review.
    status: 'review' as const,
    publishedAt: Number.isNaN(publishedAt.getTime()) || publishedAt > now ? now : publishedAt,
    featuredImage: `/media/covers/article/${slug}.svg`,
    readingTime: readingTimeMinutes(content),
  }
}

interface NewsFetchOptions {
  actorId: string
  category?: NewsCategory | null
  pageSize?: number
  now?: Date
  timeoutMs?: number
}

/**
 * The admin's news fetch: searches NewsAPI from the server (the key never leaves it), and
 * stores each new article once (by its source address) for review, sanitised and credited
 * to its source. The chosen category narrows the query and picks the site category.
 */
export async function fetchNews(db: Db, options: NewsFetchOptions): Promise<NewsFetchResult> {
  const config = getConfig()
  const empty = { success: false, fetched: 0, inserted: 0, articles: [] }
  if (!config.NEWSAPI_KEY) return { ...empty, status: 'not_configured', message: newsFetchTexts.notConfiguredInfo }
  const category = options.category ?? null
  const answer = await searchNewsApi({
    baseUrl: config.NEWSAPI_BASE_URL,
    apiKey: config.NEWSAPI_KEY,
    query: category ? `(${NEWS_QUERY}) AND ${category}` : NEWS_QUERY,
    language: NEWS_LANGUAGE,
    pageSize: options.pageSize ?? NEWS_PAGE_SIZE,
    timeoutMs: options.timeoutMs ?? NEWS_TIMEOUT_MS,
    userAgent: `${config.SITE_NAME} news fetch`,
  })
  if (!answer.ok) return { ...empty, error: answer.error, message: answer.message }
  const now = options.now ?? new Date()
  try {
    const slug = category ? categoryForButton[category] : null
    const [target] = slug ? await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)) : []
    const rows = new Map<string, NonNullable<ReturnType<typeof toArticleRow>>>()
    for (const item of answer.articles) {
      const row = toArticleRow(item, { categoryId: target?.id ?? null, now })
      if (row && !rows.has(row.sourceUrl)) rows.set(row.sourceUrl, row)
    }
    const inserted = await db.transaction(async (tx) => {
      const created = rows.size
        ? await tx
            .insert(articles)
            .values([...rows.values()])
            .onConflictDoNothing()
            .returning({ id: articles.id, slug: articles.slug, title: articles.title, sourceName: articles.sourceName })
        : []
      await recordAudit(tx, {
        actorId: options.actorId,
        action: 'news.fetch',
        targetType: 'article',
        details: { category, fetched: answer.articles.length, inserted: created.length, articleIds: created.map((a) => a.id) },
      })
      return created
    })
    return { success: true, fetched: answer.articles.length, inserted: inserted.length, articles: inserted }
  } catch (error) {
    logError('admin news-fetch', error)
    return { ...empty, error: newsFetchTexts.unknown, message: 'The articles could not be stored.' }
  }
}
