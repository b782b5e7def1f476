import { eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { siteSettings } from '../db/schema'
import { recordAudit } from '../audit/audit.server'
import { publish, subscribe } from '../lib/bus.server'

/** Keys of the site_settings table and the shape of each value. */
const settingKeys = {
  siteName: 'site.name',
  siteDescription: 'site.description',
  holdCommentsForReview: 'comments.holdForReview',
  podcastOwnerName: 'podcast.ownerName',
  podcastOwnerEmail: 'podcast.ownerEmail',
} as const

const SITE_NAME_MAX = 60
const SITE_DESCRIPTION_MAX = 300

/** The settings form; an empty name or description falls back to the configured default. */
export const settingsSchema = z.object({
  siteName: z.string().trim().max(SITE_NAME_MAX, `Site name must be at most ${SITE_NAME_MAX} characters`),
  siteDescription: z.string().trim().max(SITE_DESCRIPTION_MAX, `Description must be at most ${SITE_DESCRIPTION_MAX} characters`),
  holdCommentsForReview: z.boolean(),
  podcastOwnerName: z.string().trim().max(SITE_NAME_MAX, `Owner name must be at most ${SITE_NAME_MAX} characters`),
  podcastOwnerEmail: z.union([z.literal(''), z.string().trim().max(254, 'Owner e-mail is too long').pipe(z.email('Enter a valid owner e-mail address'))]),
})
type SiteSettings = z.infer<typeof settingsSchema>

async function readValues(db: Db, keys: string[]) {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, keys))
  return new Map(rows.map((row) => [row.key, row.value]))
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The stored settings as the admin form shows them (empty text means "use the default"). */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const values = await readValues(db, Object.values(settingKeys))
  return {
    siteName: text(values.get(settingKeys.siteName)),
    siteDescription: text(values.get(settingKeys.siteDescription)),
    holdCommentsForReview: values.get(settingKeys.holdCommentsForReview) === true,
    podcastOwnerName: text(values.get(settingKeys.podcastOwnerName)),
    podcastOwnerEmail: text(values.get(settingKeys.podcastOwnerEmail)),
  }
}

/** The address in MAIL_FROM ("Lumen <no-reply@…>" or a bare address). */
export const mailFromAddress = () => /<([^>]+)>/.exec(getConfig().MAIL_FROM)?.[1] ?? getConfig().MAIL_FROM.trim()

/** Who podcast directories contact about the feeds (`itunes:owner`): the settings, else the site's name and sending address. */
export async function getPodcastOwner(db: Db) {
  const values = await readValues(db, [settingKeys.podcastOwnerName, settingKeys.podcastOwnerEmail, settingKeys.siteName])
  return {
    name: text(values.get(settingKeys.podcastOwnerName)) || text(values.get(settingKeys.siteName)) || getConfig().SITE_NAME,
    email: text(values.get(settingKeys.podcastOwnerEmail)) || mailFromAddress(),
  }
}

/** Whether new comments by non-admins wait for approval. Read fresh: it guards every new comment. */
export async function isHoldingCommentsForReview(db: Pick<Db, 'select'>) {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, settingKeys.holdCommentsForReview))
  return row?.value === true
}

/** Saves the given settings that changed, with one audit entry for them, in one transaction. */
export async function saveSiteSettings(db: Db, input: { actorId: string; settings: Partial<SiteSettings>; now?: Date }) {
  const next = input.settings
  const changed = await db.transaction(async (tx) => {
    const current = await getSiteSettings(tx as unknown as Db)
    const entries = (
      [
        ['siteName', settingKeys.siteName],
        ['siteDescription', settingKeys.siteDescription],
        ['holdCommentsForReview', settingKeys.holdCommentsForReview],
        ['podcastOwnerName', settingKeys.podcastOwnerName],
        ['podcastOwnerEmail', settingKeys.podcastOwnerEmail],
      ] as const
    ).filter(([field]) => next[field] !== undefined && current[field] !== next[field])
    for (const [field, key] of entries) {
      const value = next[field]!
      await tx
        .insert(siteSettings)
        .values({ key, value, updatedBy: input.actorId, updatedAt: input.now ?? new Date() })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: input.actorId, updatedAt: input.now ?? new Date() } })
    }
    if (entries.length > 0) {
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'settings.update',
        targetType: 'site_settings',
        details: Object.fromEntries(entries.map(([field]) => [field, { from: current[field], to: next[field] }])),
      })
    }
    return entries.map(([field]) => field)
  })
  if (changed.length > 0) {
    identityCache = undefined
    await publish({ topic: 'settings.changed' })
  }
  return changed
}

const IDENTITY_TTL_MS = 5_000
type SiteIdentity = { siteName: string; siteDescription: string | null }
let identityCache: { at: number; value: Promise<SiteIdentity> } | undefined
// A change made on any instance: this one forgets its copy too.
subscribe('settings.changed', () => {
  identityCache = undefined
})

/**
 * Name and description the public site shows: the admin's setting, else SITE_NAME. Read on
 * every page, so one read is shared for a few seconds; a change on any instance empties it
 * on all through the bus.
 */
export function getSiteIdentity(db: Db, { now = Date.now() } = {}): Promise<SiteIdentity> {
  if (identityCache && now - identityCache.at < IDENTITY_TTL_MS) return identityCache.value
  const value = readValues(db, [settingKeys.siteName, settingKeys.siteDescription]).then((values) => ({
    siteName: text(values.get(settingKeys.siteName)) || getConfig().SITE_NAME,
    siteDescription: text(values.get(settingKeys.siteDescription)) || null,
  }))
  const entry = { at: now, value }
  identityCache = entry
  // A failed read is not kept: the next page asks again.
  value.catch(() => {
    if (identityCache === entry) identityCache = undefined
  })
  return value
}
