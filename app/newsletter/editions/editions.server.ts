import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { newsletterDeliveries, newsletterEditions, type EditionKind, type EditionStatus } from '../../db/schema'
import { recordAudit } from '../../audit/audit.server'
import { AppError } from '../../lib/app-error'
import { sanitizeHtml } from '../../lib/sanitize-html.server'
import { renderEdition } from './edition-email'
import type { EditionSegment } from '../segments'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Who receives each kind of edition, as `(email, recipient)` rows: confirmed subscribers who
 * chose it, and members (verified, not suspended) whose notification settings ask for it.
 * Subscribers come first, so an address that is both gets the subscriber's links.
 */
function recipientsOf(kind: EditionKind) {
  const subscriberChoice = {
    daily_digest: sql`(s.preferences ->> 'daily_digest')::boolean`,
    weekly_summary: sql`(s.preferences ->> 'weekly_summary')::boolean`,
    breaking_news: sql`(s.preferences ->> 'breaking_news')::boolean`,
    admin: sql`true`,
  }[kind]
  const memberChoice = {
    daily_digest: null,
    weekly_summary: sql`coalesce(p.weekly_digest, true)`,
    breaking_news: sql`coalesce(p.breaking_news, true)`,
    admin: sql`coalesce(p.email_newsletter, true)`,
  }[kind]
  const subscribers = sql`select s.email, 's:' || s.token as recipient, 0 as rank from newsletter_subscriptions s where s.is_active and ${subscriberChoice}`
  if (!memberChoice) return subscribers
  return sql`${subscribers} union all
    select u.email, 'u:' || u.id, 1 from users u left join notification_preferences p on p.user_id = u.id
    where u.email_verified and not u.is_suspended and ${memberChoice}`
}

const clickedWithin = (days: number) => sql`exists (select 1 from newsletter_link_clicks k join newsletter_deliveries d on d.id = k.delivery_id
  where lower(d.email) = lower(r.email) and k.clicked_at >= now() - make_interval(days => ${days}))`

/** The segment's conditions on an audience row `r` and its account `su` (none: true). */
function segmentConditions(segment: EditionSegment | null | undefined) {
  if (!segment) return sql`true`
  const conditions = [sql`true`]
  const plan = { no_account: sql`su.id is null`, free: sql`su.subscription_tier = 'free'`, paid: sql`su.subscription_tier in ('premium', 'enterprise')`, premium: sql`su.subscription_tier = 'premium'`, enterprise: sql`su.subscription_tier = 'enterprise'` }
  if (segment.plan) conditions.push(plan[segment.plan])
  if (segment.source) conditions.push(sql`exists (select 1 from conversions c where c.user_id = su.id and c.kind = 'signup' and c.source = ${segment.source})`)
  if (segment.engagement) conditions.push(segment.engagement === 'not_clicked_90' ? sql`not ${clickedWithin(90)}` : clickedWithin(segment.engagement === 'clicked_30' ? 30 : 90))
  if (segment.topic) {
    // Members choose in their notification settings, on unless turned off (no daily digest for members).
    const memberChoice = {
      daily_digest: sql`false`,
      weekly_summary: sql`coalesce((select p2.weekly_digest from notification_preferences p2 where p2.user_id = su.id), true)`,
      breaking_news: sql`coalesce((select p2.breaking_news from notification_preferences p2 where p2.user_id = su.id), true)`,
    }[segment.topic]
    conditions.push(sql`(exists (select 1 from newsletter_subscriptions s2 where lower(s2.email) = lower(r.email) and s2.is_active and (s2.preferences ->> ${segment.topic})::boolean)
      or (su.id is not null and ${memberChoice}))`)
  }
  return sql.join(conditions, sql` and `)
}

/** The audience rows of an edition of this kind, narrowed to the segment: `(email, recipient, rank)`. */
function audienceOf(kind: EditionKind, segment: EditionSegment | null | undefined) {
  if (!segment) return recipientsOf(kind)
  return sql`select r.email, r.recipient, r.rank from (${recipientsOf(kind)}) r left join users su on lower(su.email) = lower(r.email) where ${segmentConditions(segment)}`
}

/** One row per address to send an edition of this kind to; the count is the edition's audience. */
async function addDeliveries(tx: Tx | Db, editionId: string, kind: EditionKind, segment: EditionSegment | null = null) {
  const result = (await tx.execute(sql`
    with audience as (
      select distinct on (lower(email)) email, recipient from (${audienceOf(kind, segment)}) r order by lower(email), rank
    ), added as (
      insert into newsletter_deliveries (edition_id, email, recipient)
      select ${editionId}::uuid, email, recipient from audience
      on conflict do nothing returning 1
    )
    select count(*)::int as n from added`)) as unknown as { rows: { n: number }[] }
  const recipients = Number(result.rows[0]?.n ?? 0)
  await tx.update(newsletterEditions).set({ recipients: sql`${newsletterEditions.recipients} + ${recipients}` }).where(eq(newsletterEditions.id, editionId))
  return recipients
}

/** How many readers an edition of this kind (for this segment) would reach now. */
export async function audienceSize(db: Db, kind: EditionKind, segment: EditionSegment | null = null) {
  const result = (await db.execute(sql`select count(distinct lower(email))::int as n from (${audienceOf(kind, segment)}) r`)) as unknown as { rows: { n: number }[] }
  return Number(result.rows[0]?.n ?? 0)
}

/** The first addresses of a segment's audience (for the newsletter page's segment view), alphabetical. */
export async function audienceSample(db: Db, segment: EditionSegment | null, limit = 20) {
  const result = (await db.execute(sql`select distinct lower(email) as email from (${audienceOf('admin', segment)}) r order by 1 limit ${limit}`)) as unknown as { rows: { email: string }[] }
  return result.rows.map((row) => row.email)
}

/**
 * Creates an automatic edition for an occasion (its `key`) and its deliveries, in one
 * transaction. Returns its id, or null when the occasion already has an edition: two
 * instances, or a retry, reaching the same occasion make one edition.
 */
export async function createAutomaticEdition(
  db: Db,
  edition: { kind: EditionKind; key: string; subject: string; html: string; text: string; scheduledFor?: Date | null },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const isLater = edition.scheduledFor && edition.scheduledFor > now
    const [created] = await tx
      .insert(newsletterEditions)
      .values({
        kind: edition.kind,
        key: edition.key,
        subject: edition.subject,
        html: edition.html,
        text: edition.text,
        status: isLater ? 'scheduled' : 'sending',
        scheduledFor: edition.scheduledFor ?? null,
        startedAt: isLater ? null : now,
      })
      .onConflictDoNothing({ target: newsletterEditions.key })
      .returning({ id: newsletterEditions.id })
    if (!created) return null
    if (!isLater) await addDeliveries(tx, created.id, edition.kind)
    return created.id
  })
}

/**
 * Starts sending a scheduled edition whose time has come: marks it as sending and adds its
 * deliveries. Only one caller wins; the others get false, and so do a draft (one taken back
 * by `unscheduleEdition` keeps its queued delivery job) and a cancelled edition.
 */
export async function startEdition(db: Db, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(newsletterEditions)
      .set({ status: 'sending', startedAt: now })
      .where(and(eq(newsletterEditions.id, id), eq(newsletterEditions.status, 'scheduled'), sql`${newsletterEditions.scheduledFor} <= ${now.toISOString()}::timestamptz`))
      .returning({ kind: newsletterEditions.kind, segment: newsletterEditions.segment })
    if (!started) return false
    await addDeliveries(tx, id, started.kind, started.kind === 'admin' ? started.segment : null)
    return true
  })
}

/** Scheduled editions whose time has passed (picked up by the schedule, should a job be lost). */
export async function dueEditions(db: Db, now: Date) {
  const rows = await db
    .select({ id: newsletterEditions.id })
    .from(newsletterEditions)
    .where(and(eq(newsletterEditions.status, 'scheduled'), sql`${newsletterEditions.scheduledFor} <= ${now.toISOString()}::timestamptz`))
  return rows.map((row) => row.id)
}

/**
 * Editions still sending ten minutes after they started with copies waiting and none being
 * sent: their delivery job was lost. Claiming copies is safe to repeat, so they are queued again.
 */
export async function stalledEditions(db: Db, now: Date) {
  const result = (await db.execute(sql`
    select e.id from newsletter_editions e
    where e.status = 'sending' and e.started_at < ${new Date(now.getTime() - 10 * 60_000).toISOString()}::timestamptz
      and exists (select 1 from newsletter_deliveries d where d.edition_id = e.id and d.status = 'pending')
      and not exists (select 1 from newsletter_deliveries d where d.edition_id = e.id and d.status = 'sending')`)) as unknown as { rows: { id: string }[] }
  return result.rows.map((row) => row.id)
}

export const breakingNewsKey = (articleId: string) => `breaking_news:${articleId}`

/** The breaking-news edition of an article, if it has one (the editor shows it instead of the box). */
export async function breakingNewsOf(db: Db, articleId: string) {
  const [row] = await db
    .select({ status: newsletterEditions.status, scheduledFor: newsletterEditions.scheduledFor, sentAt: newsletterEditions.sentAt, recipients: newsletterEditions.recipients })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.key, breakingNewsKey(articleId)))
  return row ?? null
}

// ——— Editions an editor writes (Admin → Newsletter) ———

export interface EditionDraft {
  subject: string
  body: string
  /** The readers it goes to; null: everyone. */
  segment?: EditionSegment | null
  /** Whether its copies carry an open pixel (inflated figures; off by default). */
  countOpens?: boolean
}

function renderAdminEdition(draft: EditionDraft) {
  const { SITE_NAME, SITE_URL } = getConfig()
  return renderEdition({
    siteName: SITE_NAME,
    siteUrl: SITE_URL,
    label: `${SITE_NAME} newsletter`,
    title: draft.subject,
    bodyHtml: sanitizeHtml(draft.body),
    reason: `You receive this because you subscribed to the ${SITE_NAME} newsletter.`,
  })
}

const editable: EditionStatus[] = ['draft', 'scheduled']

/** Creates or updates a draft written by an editor, with its audit row; a sent or sending edition cannot change. */
export async function saveEditionDraft(db: Db, { id, draft, actorId }: { id?: string; draft: EditionDraft; actorId: string }) {
  const rendered = renderAdminEdition(draft)
  const values = { subject: draft.subject, body: sanitizeHtml(draft.body), segment: draft.segment ?? null, countOpens: draft.countOpens ?? false, ...rendered }
  return db.transaction(async (tx) => {
    let savedId: string | undefined
    if (!id) {
      const [created] = await tx.insert(newsletterEditions).values({ kind: 'admin', status: 'draft', createdBy: actorId, ...values }).returning({ id: newsletterEditions.id })
      savedId = created!.id
    } else {
      const [updated] = await tx
        .update(newsletterEditions)
        .set(values)
        .where(and(eq(newsletterEditions.id, id), eq(newsletterEditions.kind, 'admin'), inArray(newsletterEditions.status, editable)))
        .returning({ id: newsletterEditions.id })
      if (!updated) throw new AppError('conflict', 409, 'admin.error.editionSent')
      savedId = updated.id
    }
    await recordAudit(tx, { actorId, action: id ? 'newsletter.update' : 'newsletter.create', targetType: 'newsletter_edition', targetId: savedId, details: { subject: draft.subject } })
    return savedId
  })
}

/**
 * Schedules an editor's edition for `at` (or now when null), with its audit row. Returns the
 * time it goes out. Only drafts and scheduled editions can be (re)scheduled.
 */
export async function scheduleEdition(db: Db, id: string, { at, now, actorId = null }: { at: Date | null; now: Date; actorId?: string | null }) {
  if (at && at.getTime() < now.getTime() - 60_000) throw new AppError('invalid_input', 400, 'admin.error.timeInFuture', { field: 'scheduledFor' })
  const when = at && at > now ? at : now
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(newsletterEditions)
      .set({ status: 'scheduled', scheduledFor: when })
      .where(and(eq(newsletterEditions.id, id), eq(newsletterEditions.kind, 'admin'), inArray(newsletterEditions.status, editable)))
      .returning({ id: newsletterEditions.id, subject: newsletterEditions.subject })
    if (!updated) throw new AppError('conflict', 409, 'admin.error.editionSent')
    await recordAudit(tx, { actorId, action: 'newsletter.schedule', targetType: 'newsletter_edition', targetId: id, details: { subject: updated.subject, sendAt: when.toISOString() } })
    return when
  })
}

/** Takes a scheduled edition back to draft, with its audit row; false when it has already started. */
export async function unscheduleEdition(db: Db, id: string, { actorId = null }: { actorId?: string | null } = {}) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(newsletterEditions)
      .set({ status: 'draft', scheduledFor: null })
      .where(and(eq(newsletterEditions.id, id), eq(newsletterEditions.status, 'scheduled')))
      .returning({ id: newsletterEditions.id, subject: newsletterEditions.subject })
    if (rows.length === 0) return false
    await recordAudit(tx, { actorId, action: 'newsletter.unschedule', targetType: 'newsletter_edition', targetId: id, details: { subject: rows[0]!.subject } })
    return true
  })
}

export async function getEdition(db: Db, id: string) {
  const [row] = await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id))
  return row ?? null
}

export interface EditionSummary {
  id: string
  kind: EditionKind
  subject: string
  status: EditionStatus
  scheduledFor: Date | null
  startedAt: Date | null
  sentAt: Date | null
  createdAt: Date
  recipients: number
  sent: number
  failed: number
}

/** The history of editions, newest first, with their delivery counts. */
export async function listEditions(db: Db, { limit = 50 } = {}): Promise<EditionSummary[]> {
  const counts = db
    .select({
      editionId: newsletterDeliveries.editionId,
      sent: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'sent')::int`.as('sent'),
      failed: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'failed')::int`.as('failed'),
    })
    .from(newsletterDeliveries)
    .groupBy(newsletterDeliveries.editionId)
    .as('counts')
  const rows = await db
    .select({
      id: newsletterEditions.id,
      kind: newsletterEditions.kind,
      subject: newsletterEditions.subject,
      status: newsletterEditions.status,
      scheduledFor: newsletterEditions.scheduledFor,
      startedAt: newsletterEditions.startedAt,
      sentAt: newsletterEditions.sentAt,
      createdAt: newsletterEditions.createdAt,
      recipients: newsletterEditions.recipients,
      sent: sql<number>`coalesce(${counts.sent}, 0)`,
      failed: sql<number>`coalesce(${counts.failed}, 0)`,
    })
    .from(newsletterEditions)
    .leftJoin(counts, eq(counts.editionId, newsletterEditions.id))
    .orderBy(desc(newsletterEditions.createdAt))
    .limit(limit)
  return rows.map((row) => ({ ...row, sent: Number(row.sent), failed: Number(row.failed) }))
}

/** How an edition's copies stand: sent, failed (to be tried again) and still waiting to go. */
export async function deliveryCounts(db: Db, editionId: string) {
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'failed')::int`,
      waiting: sql<number>`count(*) filter (where ${newsletterDeliveries.status} in ('pending', 'sending'))::int`,
      unsubscribed: sql<number>`count(${newsletterDeliveries.unsubscribedAt})::int`,
      opened: sql<number>`count(${newsletterDeliveries.openedAt})::int`,
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.editionId, editionId))
  return { sent: Number(row?.sent ?? 0), failed: Number(row?.failed ?? 0), waiting: Number(row?.waiting ?? 0), unsubscribed: Number(row?.unsubscribed ?? 0), opened: Number(row?.opened ?? 0) }
}
