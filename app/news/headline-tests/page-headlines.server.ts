import { isbot } from 'isbot'
import type { RouterContextProvider } from 'react-router'
import type { Db } from '../../db/client.server'
import type { PageFacts } from '../../lib/page-facts'
import { requestInfoContext } from '../../lib/request-context.server'
import { countHeadlineClick, countHeadlineViews, headlineVariant, isFromList, runningHeadlineTests, withHeadlines, type HeadlineReader, type HeadlineVariant } from './headline-split.server'

interface PageReader {
  request: Request
  context: Readonly<RouterContextProvider>
  user: { id: string } | null | undefined
  now?: Date
}

/** The reader's variant, or null for robots (they see the article's own headline and count nothing). */
function variantOf(reader: HeadlineReader, now: Date): HeadlineVariant | null {
  return isbot(reader.userAgent ?? '') ? null : headlineVariant(reader, now)
}

function readerOf({ request, context, user }: PageReader): HeadlineReader {
  return { userId: user?.id ?? null, clientIp: context.get(requestInfoContext).clientIp, userAgent: request.headers.get('User-Agent') }
}

/**
 * A list's stories as this reader sees them (the home page, the news list): tested articles
 * with the reader's headline, whose views are counted. The page tells the page cache which
 * tested articles it shows, so its copies are kept per headline and count views for each reader.
 */
export async function listHeadlines<Item extends { id: string; title: string }>(db: Db, page: PageReader, items: Item[]): Promise<Item[]> {
  const tests = await runningHeadlineTests(db)
  if (tests.size === 0) return items
  const variant = variantOf(readerOf(page), page.now ?? new Date())
  if (!variant) return items
  const { items: shown, tested } = withHeadlines(items, tests, variant)
  if (tested.length === 0) return items
  page.context.get(requestInfoContext).describePage({ headlines: tested } satisfies PageFacts)
  countHeadlineViews(tested, variant)
  return shown
}

/** An article's headline for this reader; opened from a list, it counts a click for the headline they saw there. */
export async function articleHeadline(db: Db, page: PageReader, article: { id: string; title: string }) {
  const tests = await runningHeadlineTests(db)
  const alt = tests.get(article.id)
  if (alt === undefined) return article.title
  const variant = variantOf(readerOf(page), page.now ?? new Date())
  if (!variant) return article.title
  page.context.get(requestInfoContext).describePage({ headlineArticle: article.id } satisfies PageFacts)
  if (isFromList(page.request.headers.get('Referer'), new URL(page.request.url).host)) countHeadlineClick(article.id, variant)
  return variant === 'b' ? alt : article.title
}

/**
 * What a page-cache copy of a page with tested headlines needs for a reader (always a visitor):
 * the copy of their headline, and counting its views or click again.
 */
export function headlinesOfCopy(req: { headers: { 'user-agent'?: string; referer?: string; host?: string }; readonly ip: string | undefined }, facts: PageFacts | undefined, now = new Date()) {
  if (!facts?.headlines?.length && !facts?.headlineArticle) return null
  const variant = variantOf({ clientIp: req.ip ?? 'unknown', userAgent: req.headers['user-agent'] }, now)
  if (!variant) return null
  return {
    variant,
    count() {
      if (facts.headlines?.length) countHeadlineViews(facts.headlines, variant)
      if (facts.headlineArticle && isFromList(req.headers.referer, req.headers.host)) countHeadlineClick(facts.headlineArticle, variant)
    },
  }
}
