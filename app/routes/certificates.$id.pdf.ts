import { getUser } from '../accounts/session.server'
import { getConfig } from '../config.server'
import { renderCertificatePdf } from '../certificates/certificate-pdf.server'
import { certificatePath } from '../certificates/certificate-paths'
import { lookUpCertificate, seesCertificateHolder } from '../certificates/certificates.server'
import { getDb } from '../db/client.server'
import { getSiteIdentity } from '../site/settings.server'
import { currentLanguage, readerAnswer as text } from '../i18n/reader-message.server'
import { requestInfoContext } from '../lib/request-context.server'
import type { Route } from './+types/certificates.$id.pdf'

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/**
 * A certificate as PDF: for its owner and admins, and for anyone with its id once the owner made
 * it public (decision 25). Unknown ids count against the client address like on the page; a
 * revoked certificate is no longer issued as a document.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = getDb()
  const found = await lookUpCertificate(db, params.id, context.get(requestInfoContext).clientIp)
  if (found.status === 'limited') {
    const minutes = Math.ceil(found.retryAfterSeconds / 60)
    return plain(429, text('certificate.tooMany', { minutes }), { 'Retry-After': String(found.retryAfterSeconds) })
  }
  if (found.status === 'unknown') return plain(404, text('certificate.notFoundText'))
  const { certificate } = found
  if (!seesCertificateHolder(certificate, await getUser(request))) return plain(403, text('certificate.pdfNotPublic'))
  if (certificate.revokedAt) return plain(410, text('certificate.revokedText'))
  const { siteName } = await getSiteIdentity(db)
  const pdf = await renderCertificatePdf({
    certificateId: certificate.id,
    recipientName: certificate.recipientName,
    title: certificate.title,
    kind: certificate.kind,
    issuedAt: certificate.issuedAt,
    gradePercent: certificate.gradePercent,
    siteName,
    verifyUrl: `${getConfig().SITE_URL.replace(/\/$/, '')}${certificatePath(certificate.id)}`,
    locale: currentLanguage(),
  })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="certificate-${certificate.id}.pdf"`,
      'Cache-Control': 'private, no-cache',
    },
  })
}
