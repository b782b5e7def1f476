import { and, count, eq, gt, ilike, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm'
import { authorProfiles, contentAuthors } from '../../db/schema'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { contentTypes, type ContentType, type FlagFilter, type StatusFilter } from './content-types'
import { contentTables, type ContentTable } from '../../content/tables.server'

interface ContentListOptions {
  type?: ContentType
  status?: StatusFilter
  flag?: FlagFilter
  search?: string
  /** Only items credited to this profile. */
  authorId?: string
  /** Only items credited to this account (contributors and authors see their own work). */
  ownerId?: string
  /** Only items waiting for this person: in review for an editor (not their own), sent back or approved for an author. */
  waitingFor?: { userId: string; isReviewer: boolean }
  page?: number
  pageSize?: number
  now?: Date
}

/** Whether the item (of `type`, id column `id`) is credited to the profile, or to the account. */
const creditedTo = (type: ContentType, id: SQL | ContentTable['id'], who: { profileId?: string; userId?: string }) => sql`exists (
  select 1 from ${contentAuthors} join ${authorProfiles} on ${authorProfiles.id} = ${contentAuthors.profileId}
  where ${contentAuthors.contentType} = ${type} and ${contentAuthors.contentId} = ${id}
  ${who.profileId ? sql`and ${contentAuthors.profileId} = ${who.profileId}` : sql``}
  ${who.userId ? sql`and ${authorProfiles.userId} = ${who.userId}` : sql``})`

function waitingCondition(type: ContentType, t: ContentTable, waiting: NonNullable<ContentListOptions['waitingFor']>) {
  if (!t.status) return sql`false`
  const mine = creditedTo(type, t.id, { userId: waiting.userId })
  const sentBack = and(inArray(t.status, ['changes_requested', 'approved']), mine)
  return waiting.isReviewer ? or(and(eq(t.status, 'review'), not(mine)), sentBack) : sentBack
}

export type ContentRow = {
  type: ContentType
  id: string
  title: string
  slug: string | null
  status: string | null
  publishedAt: Date | null
  updatedAt: Date
  isPremium: boolean
  isFeatured: boolean
  isAiGenerated: boolean
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function statusCondition(t: ContentTable, status: StatusFilter, now: Date): SQL | undefined {
  if (!t.status) return status === 'published' ? undefined : sql`false`
  if (status !== 'scheduled' && status !== 'published') return eq(t.status, status)
  if (!t.publishedAt) return status === 'published' ? eq(t.status, 'published') : sql`false`
  return status === 'scheduled'
    ? and(eq(t.status, 'published'), gt(t.publishedAt, now))
    : and(eq(t.status, 'published'), or(lte(t.publishedAt, now), isNull(t.publishedAt)))
}

function flagCondition(t: ContentTable, flag: FlagFilter): SQL {
  const column = flag === 'premium' ? t.isPremium : flag === 'featured' ? t.isFeatured : t.isAiGenerated
  return column ? eq(column, true) : sql`false`
}

function conditions(type: ContentType, t: ContentTable, options: ContentListOptions, now: Date) {
  const search = options.search?.trim()
  const pattern = search ? `%${escapeLike(search)}%` : null
  return and(
    pattern ? or(ilike(t.title, pattern), t.slug ? ilike(t.slug, pattern) : undefined) : undefined,
    options.status ? statusCondition(t, options.status, now) : undefined,
    options.flag ? flagCondition(t, options.flag) : undefined,
    options.authorId ? creditedTo(type, t.id, { profileId: options.authorId }) : undefined,
    options.ownerId ? creditedTo(type, t.id, { userId: options.ownerId }) : undefined,
    options.waitingFor ? waitingCondition(type, t, options.waitingFor) : undefined,
  )
}

function branch(db: Db, type: ContentType, options: ContentListOptions, now: Date) {
  const t = contentTables[type]
  return db
    .select({
      type: sql<ContentType>`${type}::text`.as('type'),
      id: t.id,
      title: t.title,
      slug: sql<string | null>`${t.slug ?? sql`null::text`}`.as('slug'),
      status: sql<string | null>`${t.status ?? sql`null::text`}`.as('status'),
      publishedAt: sql<number | null>`(extract(epoch from ${t.publishedAt ?? sql`null::timestamptz`}) * 1000)::float8`.as('published_ms'),
      updatedAt: t.updatedAt,
      isPremium: sql<boolean>`${t.isPremium ?? sql`false`}`.as('is_premium'),
      isFeatured: sql<boolean>`${t.isFeatured ?? sql`false`}`.as('is_featured'),
      isAiGenerated: sql<boolean>`${t.isAiGenerated ?? sql`false`}`.as('is_ai_generated'),
    })
    .from(t.table)
    .where(conditions(type, t, options, now))
}

async function countAll(db: Db, types: ContentType[], options: ContentListOptions, now: Date) {
  const counts = await Promise.all(
    types.map(async (type) => {
      const t = contentTables[type]
      const [row] = await db.select({ n: count() }).from(t.table).where(conditions(type, t, options, now))
      return row?.n ?? 0
    }),
  )
  return counts.reduce((a, b) => a + b, 0)
}

/** One page of every content type (or one), newest change first, with the number of matches. */
export async function listContent(db: Db, options: ContentListOptions = {}) {
  const { page = 1, pageSize = 25, now = new Date() } = options
  const types = options.type ? [options.type] : [...contentTypes]
  const branches = types.map((type) => branch(db, type, options, now))
  const query = branches.length === 1 ? branches[0]! : unionAll(branches[0]!, branches[1]!, ...branches.slice(2))
  const [rows, total] = await Promise.all([
    query.orderBy(sql`updated_at desc`, sql`id desc`).limit(pageSize).offset((page - 1) * pageSize),
    countAll(db, types, options, now),
  ])
  const items: ContentRow[] = rows.map((row) => ({
    ...row,
    id: String(row.id),
    title: String(row.title),
    publishedAt: row.publishedAt ? new Date(row.publishedAt) : null,
    updatedAt: new Date(row.updatedAt as Date),
    isPremium: Boolean(row.isPremium),
    isFeatured: Boolean(row.isFeatured),
    isAiGenerated: Boolean(row.isAiGenerated),
  }))
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}
