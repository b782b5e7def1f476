import { getConfig } from '../config.server'
import { renderCertificatePdf } from '../certificates/certificate-pdf.server'
import { certificatePath } from '../certificates/certificate-paths'
import { findCertificate } from '../certificates/certificates.server'
import { getDb } from '../db/client.server'
import { getSiteIdentity } from '../site/settings.server'
import { languageOf } from '../i18n/request-text'
import type { Route } from './+types/certificates.$id.pdf'

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** A certificate as PDF, for anyone with its id (like its page); a revoked one is no longer issued as a document. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const certificate = await findCertificate(db, params.id)
  if (!certificate) return plain(404, 'No certificate has this ID.')
  if (certificate.revokedAt) return plain(410, 'This certificate was revoked and no longer certifies completion.')
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
    locale: languageOf(request),
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
