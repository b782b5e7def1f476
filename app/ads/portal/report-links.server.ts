import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { adReportLinks } from '../../db/schema'
import { hasValidSignature, sign } from '../../lib/signer.server'
import { isUuid } from '../../lib/uuid'

const PURPOSE = 'ad-report'

/** The link's token: its row id and that id signed with the site's secret. */
const tokenOf = (id: string) => `${id}.${sign(PURPOSE, id)}`

export const reportLinkPath = (token: string) => `/advertising/report/${token}`

/** A new read-only link to the campaign's report; returns its token. */
export async function createReportLink(db: Db, { campaignId, userId, now = new Date() }: { campaignId: string; userId: string; now?: Date }) {
  const [row] = await db.insert(adReportLinks).values({ campaignId, createdBy: userId, createdAt: now }).returning({ id: adReportLinks.id })
  return tokenOf(row!.id)
}

/** The campaign's links that still work, newest first, with their paths. */
export async function openReportLinks(db: Db, campaignId: string) {
  const rows = await db
    .select({ id: adReportLinks.id, createdAt: adReportLinks.createdAt })
    .from(adReportLinks)
    .where(and(eq(adReportLinks.campaignId, campaignId), isNull(adReportLinks.revokedAt)))
    .orderBy(desc(adReportLinks.createdAt))
  return rows.map((row) => ({ ...row, path: reportLinkPath(tokenOf(row.id)) }))
}

/** Stops a link at once; false when it was not an open link of this campaign. */
export async function revokeReportLink(db: Db, { campaignId, linkId, now = new Date() }: { campaignId: string; linkId: string; now?: Date }) {
  const rows = await db
    .update(adReportLinks)
    .set({ revokedAt: now })
    .where(and(eq(adReportLinks.id, linkId), eq(adReportLinks.campaignId, campaignId), isNull(adReportLinks.revokedAt)))
    .returning({ id: adReportLinks.id })
  return rows.length > 0
}

/** The campaign a link opens, or null for a forged, malformed or revoked one. */
export async function campaignOfReportLink(db: Db, token: string) {
  const [id = '', signature = ''] = token.split('.')
  if (!isUuid(id) || !hasValidSignature(PURPOSE, id, signature)) return null
  const [row] = await db
    .select({ campaignId: adReportLinks.campaignId })
    .from(adReportLinks)
    .where(and(eq(adReportLinks.id, id), isNull(adReportLinks.revokedAt)))
  return row?.campaignId ?? null
}
