import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { newsletterDeliveries, newsletterEditions, type EditionKind } from '../../db/schema'
import { sendEmails, type EmailMessage } from '../../email/mailer.server'
import { escapeHtml } from '../../lib/escape'
import { pgArray } from '../../lib/pg-array'
import { recipientLinks, recipientOfDelivery } from '../recipient-links.server'
import { adFreeAddresses, countSponsoredCopies, sponsorEdition, sponsoredLink, type EditionSponsor } from '../../ads/newsletter-sponsorship.server'
import { PREFERENCES_URL, renderSponsorBlock, SPONSOR_SLOT, UNSUBSCRIBE_URL } from './edition-email'
import { trackLinks } from './link-tracking.server'
import { withOpenPixel } from './open-pixel.server'

/** Thrown when some copies could not be sent, so the job queue retries the edition later. */
export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure'
}

interface Claimed {
  id: string
  email: string
  recipient: string
}

/** Marks up to `limit` waiting copies as being sent by this caller; others skip them. */
async function claimBatch(db: Db, editionId: string, limit: number): Promise<Claimed[]> {
  const result = (await db.execute(sql`
    update newsletter_deliveries set status = 'sending', attempts = attempts + 1
    where id in (
      select id from newsletter_deliveries
      where edition_id = ${editionId}::uuid and status = 'pending'
      order by id limit ${limit} for update skip locked
    )
    returning id, email, recipient`)) as unknown as { rows: Claimed[] }
  return result.rows
}

/**
 * One reader's copy: their links in the body, each of the edition's links through the copy's
 * tracked link (unique clicks per link, for the edition's report), the sponsor's block with the
 * copy's own counted link, the copy's open pixel where the editor switched opens on, and
 * RFC 8058 one-click unsubscribe headers. A copy without a delivery (a test, the admin's
 * preview) links straight to every address and carries no pixel.
 */
export function personalise(
  edition: { kind: EditionKind; subject: string; html: string; text: string; countOpens?: boolean },
  copy: { id?: string; email: string; recipient: string },
  sponsor: EditionSponsor | null = null,
): EmailMessage {
  const links = recipientLinks(recipientOfDelivery(copy.recipient), edition.kind, copy.id)
  const tracked = copy.id ? trackLinks(edition, copy.id) : edition
  const parts = copy.id && edition.countOpens ? { ...tracked, html: withOpenPixel(tracked.html, copy.id) } : tracked
  const block = sponsor ? renderSponsorBlock(sponsor, copy.id ? sponsoredLink(sponsor.sponsorshipId, copy.id) : sponsor.destinationUrl) : { html: '', text: '' }
  const fill = (body: string, escape: (url: string) => string, sponsorPart: string) =>
    body.replaceAll(UNSUBSCRIBE_URL, escape(links.unsubscribe)).replaceAll(PREFERENCES_URL, escape(links.preferences)).replace(SPONSOR_SLOT, sponsorPart)
  return {
    to: copy.email,
    subject: edition.subject,
    html: fill(parts.html, escapeHtml, block.html),
    text: fill(parts.text, (url) => url, block.text),
    kind: `newsletter-${edition.kind.replaceAll('_', '-')}`,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/**
 * Sends an edition's waiting copies in batches until none is left. Copies whose send failed
 * wait again; if any did, this throws DeliveryFailure after the rest are sent, so the job is
 * retried with back-off. Marks the edition sent when every copy has gone.
 */
export async function deliverEdition(db: Db, editionId: string, { batchSize = 500, now = () => new Date() } = {}) {
  const [edition] = await db
    .select({ kind: newsletterEditions.kind, subject: newsletterEditions.subject, html: newsletterEditions.html, text: newsletterEditions.text, status: newsletterEditions.status, countOpens: newsletterEditions.countOpens })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.id, editionId))
  if (!edition || edition.status !== 'sending') return { sent: 0, failed: 0 }
  const sponsor = await sponsorEdition(db, { editionId, kind: edition.kind, now: now() })
  // Copies that failed on an earlier attempt are tried once more by this one.
  await db
    .update(newsletterDeliveries)
    .set({ status: 'pending' })
    .where(and(eq(newsletterDeliveries.editionId, editionId), eq(newsletterDeliveries.status, 'failed')))
  let sent = 0
  let failed = 0
  let firstError = ''
  for (;;) {
    const batch = await claimBatch(db, editionId, batchSize)
    if (batch.length === 0) break
    // Readers on ad-free plans get their copy without the sponsor's block.
    const adFree = sponsor ? await adFreeAddresses(db, batch.map((copy) => copy.email)) : new Set<string>()
    const carriesSponsor = (copy: Claimed) => sponsor !== null && !adFree.has(copy.email.toLowerCase())
    const outcomes = await sendEmails(db, batch.map((copy) => personalise(edition, copy, carriesSponsor(copy) ? sponsor : null)))
    const sentIds = batch.filter((_, index) => outcomes[index]!.status !== 'failed').map((copy) => copy.id)
    if (sponsor) await countSponsoredCopies(db, sponsor.sponsorshipId, batch.filter((copy, index) => outcomes[index]!.status !== 'failed' && carriesSponsor(copy)).length)
    const failures = batch.flatMap((copy, index) => (outcomes[index]!.status === 'failed' ? [{ id: copy.id, error: outcomes[index]!.error ?? 'Not sent.' }] : []))
    if (sentIds.length > 0) {
      await db.update(newsletterDeliveries).set({ status: 'sent', sentAt: now(), error: null }).where(inArray(newsletterDeliveries.id, sentIds))
    }
    if (failures.length > 0) {
      await db.execute(sql`
        update newsletter_deliveries d set status = 'failed', error = f.error
        from unnest(${pgArray(failures.map((f) => f.id))}::uuid[], ${pgArray(failures.map((f) => f.error))}::text[]) as f(id, error)
        where d.id = f.id`)
    }
    sent += sentIds.length
    failed += failures.length
    firstError ||= failures[0]?.error ?? ''
  }
  if (failed > 0) throw new DeliveryFailure(`${failed} of ${sent + failed} copies of "${edition.subject}" could not be sent: ${firstError}`)
  await db
    .update(newsletterEditions)
    .set({ status: 'sent', sentAt: now() })
    .where(
      and(
        eq(newsletterEditions.id, editionId),
        eq(newsletterEditions.status, 'sending'),
        sql`not exists (select 1 from newsletter_deliveries d where d.edition_id = ${editionId}::uuid and d.status in ('pending', 'failed'))`,
      ),
    )
  return { sent, failed }
}

/** Sends one copy of an edition to an editor, as a member would receive it, marked as a test. */
export async function sendTestEdition(db: Db, edition: { kind: EditionKind; subject: string; html: string; text: string }, editor: { id: string; email: string }) {
  const message = personalise({ ...edition, subject: `[Test] ${edition.subject}` }, { email: editor.email, recipient: `u:${editor.id}` })
  const [sent] = await sendEmails(db, [{ ...message, kind: 'newsletter-test' }])
  return sent!
}
