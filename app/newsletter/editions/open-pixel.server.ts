import { and, eq, isNull } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { newsletterDeliveries } from '../../db/schema'
import { escapeHtml } from '../../lib/escape'
import { hasValidSignature, sign } from '../../lib/signer.server'
import { isUuid } from '../../lib/uuid'

const PURPOSE = 'newsletter-open'

/** The smallest transparent GIF (1×1), the pixel's answer. */
export const transparentGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** A copy's open pixel: signed per copy, so it counts that copy only and cannot be made up. */
export function openPixelUrl(deliveryId: string) {
  return `${getConfig().SITE_URL.replace(/\/$/, '')}/newsletter/open/${deliveryId}.${sign(PURPOSE, deliveryId)}.gif`
}

/** The copy's HTML with its 1×1 pixel at the end of the body (hidden from screen readers: empty `alt`). */
export function withOpenPixel(html: string, deliveryId: string) {
  const pixel = `<img src="${escapeHtml(openPixelUrl(deliveryId))}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`
  return html.includes('</body>') ? html.replace('</body>', `${pixel}</body>`) : html + pixel
}

/**
 * A fetch of a copy's pixel: the copy's first open is noted (`count` false for bots and
 * prefetches). False for a pixel that is malformed, forged or of no copy.
 */
export async function recordOpen(db: Db, token: string, { count = true, now = new Date() }: { count?: boolean; now?: Date } = {}) {
  const [deliveryId = '', signature = '', extension = '', ...rest] = token.split('.')
  if (rest.length > 0 || extension !== 'gif' || !isUuid(deliveryId) || !hasValidSignature(PURPOSE, deliveryId, signature)) return false
  if (count) {
    await db.update(newsletterDeliveries).set({ openedAt: now }).where(and(eq(newsletterDeliveries.id, deliveryId), isNull(newsletterDeliveries.openedAt)))
  }
  return true
}
