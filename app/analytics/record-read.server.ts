import type { RouterContextProvider } from 'react-router'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import type { PageFacts } from '../lib/page-facts'
import { requestInfoContext } from '../lib/request-context.server'
import { meterArticle } from '../news/meter.server'
import { recordView, type ViewedKind } from './view-counter.server'

/**
 * What a reader opened. For an article: whether it is premium (its own gate decides, never the
 * meter) and its body, which the meter withholds once the day's free articles are read.
 */
export interface ReadItem {
  id: string
  isPremium?: boolean
  content?: string | null
}

/** Who reads, as one request tells. */
export interface Reader {
  /** The signed-in member, whose plan decides the meter; null for a visitor. */
  user: { id: string; subscriptionTier: 'free' | 'premium' | 'enterprise' } | null
  cookieHeader: string | null
  userAgent: string | null | undefined
  clientIp: string
  /** Whether a visitor's meter cookie must be Secure (an https SITE_URL). */
  isSecure: boolean
  now: Date
}

type MeterAnswer = Awaited<ReturnType<typeof meterArticle>>['meter']

/** A read decided; its view is counted when `count` runs. */
export interface Read<Kind extends ViewedKind, Item> {
  /** The item as this reader may see it: a walled article comes without its body. */
  item: Item
  /** The free-tier meter's answer for an article; null for other kinds. */
  meter: Kind extends 'article' ? MeterAnswer : null
  /** The visitor's new meter cookie, when this read adds an article to it. */
  setCookie: string | null
  count: () => void
}

/**
 * Decides one reader's read of an item, for a rendered page and a page-cache copy alike:
 * - an article runs the free-tier meter (decision 12): a member's read is counted in the
 *   database under their lock; a visitor's is only decided here, and `setCookie` records it;
 * - `count` counts the view, once per reader an hour and never for bots. A signed-in reader's
 *   view is counted under their account, and so becomes their workspace's reading history:
 *   the view marks' trigger copies a member's marks to `workspace_reads`.
 * For a visitor nothing is written before `count`, so a page-cache copy can choose its copy
 * by the meter's answer first.
 */
export async function decideRead<Kind extends ViewedKind, Item extends ReadItem>(db: Db, reader: Reader, kind: Kind, item: Item): Promise<Read<Kind, Item>> {
  const metered =
    kind === 'article' ? await meterArticle(db, { ...item, isPremium: item.isPremium ?? false, content: item.content ?? null }, reader) : null
  return {
    item: (metered?.article ?? item) as Item,
    meter: (metered?.meter ?? null) as Read<Kind, Item>['meter'],
    setCookie: metered?.setCookie ?? null,
    count: () => recordView({ kind, id: item.id }, { userAgent: reader.userAgent, userId: reader.user?.id, clientIp: reader.clientIp }),
  }
}

/** Decides a read and counts its view: everything one read does (decideRead). */
export async function recordRead<Kind extends ViewedKind, Item extends ReadItem>(db: Db, reader: Reader, kind: Kind, item: Item): Promise<Read<Kind, Item>> {
  const read = await decideRead(db, reader, kind, item)
  read.count()
  return read
}

/**
 * A page's read, from its loader: recorded for this reader and described to the page cache,
 * whose copies of the page record it again for each of their readers
 * (app/analytics/page-copy-reads.server.ts).
 */
export async function recordPageRead<Kind extends ViewedKind, Item extends ReadItem>(
  db: Db,
  { request, context, user, now = new Date() }: { request: Request; context: Readonly<RouterContextProvider>; user: Reader['user']; now?: Date },
  kind: Kind,
  item: Item,
) {
  const info = context.get(requestInfoContext)
  info.describePage(factsOf(kind, item))
  const isSecure = getConfig().SITE_URL.startsWith('https://')
  const reader = { user, cookieHeader: request.headers.get('Cookie'), userAgent: request.headers.get('User-Agent'), clientIp: info.clientIp, isSecure, now }
  return recordRead(db, reader, kind, item)
}

/** What the page cache keeps of a read: the item viewed and, unless it is premium, the article its meter applies to. */
function factsOf(kind: ViewedKind, item: ReadItem): PageFacts {
  return { view: { kind, id: item.id }, meteredArticleId: kind === 'article' && !item.isPremium ? item.id : undefined }
}

/** The read a page's facts describe, to record again for another reader; null when its render recorded none. */
export function readOfFacts(facts: PageFacts | undefined): { kind: ViewedKind; item: ReadItem } | null {
  const view = facts?.view
  if (!view) return null
  return { kind: view.kind, item: { id: view.id, isPremium: view.kind === 'article' && facts.meteredArticleId !== view.id } }
}
