import { randomUUID } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { stripHtml } from '../../lib/text'
import { recordAudit } from '../../audit/audit.server'
import { AppError } from '../../lib/app-error'
import { violatedUniqueConstraint } from '../../db/unique-violation.server'
import { typeInfo, type ContentType } from './content-types'
import { auditAction, resolvePublication, visibility, type Publication, type SaveIntent } from './publication.server'
import {
  articleRow,
  courseRow,
  pathRow,
  playlistRow,
  podcastRow,
  replaceOrderedItems,
  seriesRow,
  tutorialRow,
  videoRow,
  type Tx,
} from './rows.server'
import type { AnyContentInput, ContentInput } from './schemas.server'
import { resolveSlug } from './slugs.server'
import type { Role } from '../../accounts/roles'
import { mayEdit, mayPublish, type Standing } from './workflow'
import { bylineColumns, bylineText, isCredited } from '../../newsroom/credits.server'
import { readItemValues } from './editor-data.server'
import { recordRevision, type RevisionReason } from './revisions.server'
import { assertLockHolder } from './edit-locks.server'
import { queueTranscode, startStreamVersion } from '../../videos/streams/video-streams.server'
import { assertStreamPublishable, streamDuration } from './video-publish-rule.server'
import { saveCredits, workflowChoice } from './save-rules.server'
import { contentTables } from '../../content/tables.server'

interface SaveOptions<T extends ContentType> {
  type: T
  /** null creates a new item. */
  id: string | null
  input: ContentInput<T>
  intent: SaveIntent
  /** Who saves, and their role: the workflow's rules (app/admin/content/workflow.ts) apply. */
  actor: { id: string; name: string; role: Role }
  /** Why the revision this save makes is kept; the intent's name unless said. */
  reason?: RevisionReason
  /** The credited profiles in order (the first is the byline); undefined keeps them. */
  authorIds?: string[]
  /** A video's newly uploaded source (its key in the upload store): a new stream version is started and queued. */
  videoSource?: string | null
  /** The updated_at the editor started from; another save since then is a conflict. */
  version?: string | null
  now?: Date
}

type Current = { updatedAt: Date; publication: Publication | null; title: string }

/** Within a millisecond: timestamps keep microseconds in the database but not in JavaScript. */
const sameInstant = (column: Parameters<typeof gt>[0], iso: string) =>
  and(gt(column, sql`${iso}::timestamptz - interval '1 millisecond'`), lt(column, sql`${iso}::timestamptz + interval '1 millisecond'`))

async function lockCurrent(tx: Tx, type: ContentType, id: string, version: string | null | undefined): Promise<Current> {
  const t = contentTables[type]
  const rows = (await tx
    .select({ updatedAt: t.updatedAt, title: t.title, status: t.status ?? sql`null`, publishedAt: t.publishedAt ?? sql`null` })
    .from(t.table)
    .where(eq(t.id, id))
    .for('update')) as { updatedAt: Date; title: string; status: string | null; publishedAt: Date | null }[]
  const row = rows[0]
  if (!row) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: typeInfo[type].noun } })
  if (version) {
    const [same] = await tx.select({ id: t.id }).from(t.table).where(and(eq(t.id, id), sameInstant(t.updatedAt, version)))
    if (!same) {
      throw new AppError('conflict', 409, 'admin.error.savedByOther', { values: { noun: typeInfo[type].noun, time: row.updatedAt.toISOString().slice(0, 16).replace('T', ' ') } })
    }
  }
  const publication = row.status === null ? null : { status: row.status as Publication['status'], publishedAt: row.publishedAt }
  return { updatedAt: row.updatedAt, title: row.title, publication }
}

async function buildRow(tx: Tx, type: ContentType, input: AnyContentInput, slug: string, id: string) {
  switch (type) {
    case 'articles': return articleRow(input as ContentInput<'articles'>, slug)
    case 'courses': return courseRow(input as ContentInput<'courses'>, slug)
    case 'paths': return pathRow(input as ContentInput<'paths'>)
    case 'tutorials': return tutorialRow(input as ContentInput<'tutorials'>, slug)
    case 'videos': return videoRow(input as ContentInput<'videos'>, slug)
    case 'playlists': return playlistRow(input as ContentInput<'playlists'>, id)
    case 'podcasts': return podcastRow(tx, input as ContentInput<'podcasts'>, slug, id)
    case 'series': return seriesRow(input as ContentInput<'series'>, id)
  }
}

const bodyOf = (type: ContentType, input: AnyContentInput) =>
  type === 'articles' || type === 'tutorials' ? stripHtml((input as { content: string }).content) : null

function uniqueFailure(type: ContentType, constraint: string) {
  if (constraint.endsWith('_slug_key')) return new AppError('invalid_input', 400, 'admin.error.slugTakenMeanwhile', { values: { noun: typeInfo[type].noun }, field: 'slug' })
  if (constraint === 'podcasts_series_episode_key') return new AppError('invalid_input', 400, 'admin.error.episodeNumberTaken', { field: 'episodeNumber' })
  return new AppError('conflict', 409, 'admin.error.clash')
}

/**
 * Creates or updates one item in a transaction: optimistic concurrency on updated_at, the
 * slug, the publication state, the row, ordered children and the audit entry.
 * Returns the id and the audit action taken.
 */
export async function saveContent<T extends ContentType>(db: Db, options: SaveOptions<T>) {
  const { type, input, intent, actor, now = new Date() } = options
  const actorId = actor.id
  const info = typeInfo[type]
  const t = contentTables[type]
  try {
    const saved = await db.transaction(async (tx) => {
      const current = options.id ? await lockCurrent(tx, type, options.id, options.version) : null
      const id = options.id ?? randomUUID()
      const standing: Standing = { role: actor.role, isOwn: current ? await isCredited(tx, type, id, actor.id) : true }
      if (!mayEdit(standing)) throw new AppError('not_allowed', 403, 'admin.error.notYourItem', { values: { noun: info.noun } })
      if (current) await assertLockHolder(tx, { type, id, actor, now })
      const fields = input as AnyContentInput & { slug?: string; status?: Publication['status']; publishedAt?: Date | null }
      let publication: Publication | null = null
      if (info.hasStatus) {
        const chosen = workflowChoice(standing, intent, fields.status ?? 'draft', current?.publication?.status ?? null, info.noun)
        publication = resolvePublication(chosen.intent, { status: chosen.status, publishedAt: fields.publishedAt ?? null }, current?.publication ?? null, { canSchedule: info.canSchedule, now })
        if (type === 'videos' && current?.publication?.status !== 'published' && publication.status === 'published') {
          await assertStreamPublishable(tx, id, { newSource: Boolean(options.videoSource), hasFile: Boolean((input as ContentInput<'videos'>).mediaUrl) })
        }
        const body = bodyOf(type, input)
        if (publication.status === 'published' && body !== null && body === '') {
          throw new AppError('invalid_input', 400, 'admin.error.writeFirst', { values: { noun: info.noun }, field: 'content' })
        }
      } else if (!mayPublish(standing)) {
        // A collection without a status is shown to readers as soon as it is saved.
        throw new AppError('not_allowed', 403, 'admin.error.cannotPublish', { values: { noun: info.noun } })
      } else if (intent !== 'save') {
        throw new AppError('invalid_input', 400, 'admin.error.noPublicationStatus', { values: { noun: info.noun } })
      }
      const slug = info.hasSlug && t.slug
        ? await resolveSlug(tx, { table: t.table, slug: t.slug, id: t.id, noun: info.noun }, { typed: fields.slug ?? '', title: fields.title, exceptId: options.id })
        : ''
      const row: Record<string, unknown> = { ...(await buildRow(tx, type, input, slug, id)), updatedAt: now }
      if (type === 'videos') row.durationSeconds = (await streamDuration(tx, id)) ?? row.durationSeconds
      const names = await saveCredits(tx, { type, id, actor, standing, input, authorIds: options.authorIds, isNew: !current })
      const bylineColumn = bylineColumns[type]
      if (names && bylineColumn) row[bylineColumn] = bylineText(names)
      // Credits unchanged and no typed byline: the stored byline stays.
      else if (bylineColumn && !row[bylineColumn]) delete row[bylineColumn]
      if (info.hasSlug) row.slug = slug
      if (publication) {
        row.status = publication.status
        if (info.canSchedule) row.publishedAt = publication.publishedAt
      }
      if (current) await tx.update(t.table).set(row as never).where(eq(t.id, id))
      else await tx.insert(t.table).values({ ...row, id } as never)
      if (type === 'paths') await replaceOrderedItems(tx, 'paths', id, (input as ContentInput<'paths'>).courseIds)
      if (type === 'playlists') await replaceOrderedItems(tx, 'playlists', id, (input as ContentInput<'playlists'>).videoIds)
      const after = visibility(publication, now) ?? 'live'
      const action = auditAction(current ? (visibility(current.publication, now) ?? 'live') : null, after)
      await recordAudit(tx, {
        actorId,
        action,
        targetType: info.target,
        targetId: id,
        details: { title: fields.title, ...(slug ? { slug } : {}), ...(publication ? { status: after, publishedAt: publication.publishedAt?.toISOString() ?? null } : {}) },
      })
      const saved = await readItemValues(tx, type, id)
      await recordRevision(tx, { type, id, actorId, reason: options.reason ?? intent, isPublished: after === 'published' || after === 'scheduled' || after === 'live', values: saved!.values, now })
      const isNowInReview = publication?.status === 'review' && current?.publication?.status !== 'review'
      const streamVersion = type === 'videos' && options.videoSource ? await startStreamVersion(tx, { videoId: id, sourceKey: options.videoSource, now }) : null
      return { id, slug, action, status: after, publishedAt: publication?.publishedAt ?? null, isNowInReview, streamVersion }
    })
    if (saved.streamVersion) await queueTranscode(saved.id, saved.streamVersion)
    return saved
  } catch (error) {
    const constraint = violatedUniqueConstraint(error)
    if (constraint !== null) throw uniqueFailure(type, constraint)
    throw error
  }
}
