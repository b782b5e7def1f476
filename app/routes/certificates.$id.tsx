import { data, Form, isRouteErrorResponse, Link } from 'react-router'
import { z } from 'zod'
import { getUser, requireUser } from '../accounts/session.server'
import { lookUpCertificate, revokeCertificate, seesCertificateHolder, setCertificatePublic } from '../certificates/certificates.server'
import { certificatePdfPath } from '../certificates/certificate-paths'
import { CertificateActions } from '../certificates/components/certificate-actions'
import { coursePath } from '../courses/course-choices'
import { getDb } from '../db/client.server'
import { useLanguage, useT } from '../i18n/i18n'
import { readerAnswer } from '../i18n/reader-message.server'
import { formatDate } from '../lib/dates'
import { forbidden, notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { requestInfoContext } from '../lib/request-context.server'
import { rootSeo } from '../seo/meta'
import { useRootData } from '../shell/root-data'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import type { Route } from './+types/certificates.$id'

/**
 * A certificate's verification page, for anyone with the link: valid or revoked, what for and
 * when. The holder's name and grade only for the owner and admins, or for anyone once the owner
 * made it public (decision 25); otherwise they never leave the server. Unknown ids count
 * against the client address (429 with Retry-After once it has tried too many).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await lookUpCertificate(getDb(), params.id, context.get(requestInfoContext).clientIp)
  if (found.status === 'limited') {
    const message = readerAnswer('certificate.tooMany', { minutes: Math.ceil(found.retryAfterSeconds / 60) })
    throw data({ message }, { status: 429, headers: { 'Retry-After': String(found.retryAfterSeconds) } })
  }
  if (found.status === 'unknown') throw notFound({ message: 'Certificate not found.' })
  const user = await getUser(request)
  const { userId, recipientName, gradePercent, ...shown } = found.certificate
  const holder = seesCertificateHolder(found.certificate, user) ? { recipientName, gradePercent } : null
  return { certificate: shown, holder, isOwner: user?.id === userId, isAdmin: user?.role === 'admin' }
}

/** A refused lookup keeps its Retry-After on the document. */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders

const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('visibility'), isPublic: z.enum(['true', 'false']) }),
  z.object({ intent: z.literal('revoke') }),
])

/** The owner makes the page public or private; an admin revokes the certificate. */
export async function action({ params, request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, formSchema, { fallbackMessage: 'Unknown action.' })
  if (!parsed.ok) return parsed.reply({ ok: false as const })
  const db = getDb()
  if (parsed.data.intent === 'revoke') {
    if (user.role !== 'admin') throw forbidden({ reason: 'forbidden' })
    await revokeCertificate(db, params.id)
    return { ok: true as const }
  }
  const changed = await setCertificatePublic(db, { id: params.id, userId: user.id, isPublic: parsed.data.isPublic === 'true' })
  return changed ? { ok: true as const } : data({ ok: false as const }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const { text, siteName } = rootSeo(matches)
  const title = `${text('title.certificate', { id: params.id })} | ${siteName}`
  // Listed by search engines only when its owner made it public.
  return [{ title }, ...(loaderData?.certificate.isPublic ? [] : [{ name: 'robots', content: 'noindex' }])]
}

export default function Certificate({ loaderData }: Route.ComponentProps) {
  const { certificate, holder, isOwner, isAdmin } = loaderData
  const t = useT()
  const language = useLanguage()
  const site = useRootData()
  const date = (value: Date | string) => formatDate(value, language, 'fullDate')
  const isRevoked = certificate.revokedAt !== null
  const isPath = certificate.kind === 'path'
  const itemPath = certificate.courseSlug ? coursePath(certificate.courseSlug) : certificate.pathSlug ? `/education/path/${certificate.pathSlug}` : null
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <article className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="certificate">
        <p
          role="status"
          className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${isRevoked ? 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200'}`}
          data-testid="certificate-status"
        >
          {isRevoked ? t('certificate.revoked', { date: date(certificate.revokedAt!) }) : t('certificate.valid')}
        </p>
        <h1 className="mt-5 font-serif text-3xl leading-tight font-bold sm:text-4xl">
          {holder
            ? t(isPath ? 'certificate.completedPath' : 'certificate.completedCourse', { name: holder.recipientName, title: certificate.title })
            : t(isPath ? 'certificate.issuedForPath' : 'certificate.issuedForCourse', { title: certificate.title })}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('certificate.issuer', { site: site?.siteName ?? 'Lumen' })}</p>
        {isRevoked ? <p className="mt-3 text-red-800 dark:text-red-200">{t('certificate.revokedText')}</p> : null}
        {holder ? null : (
          <p className="mt-3 text-slate-600 dark:text-slate-300" data-testid="certificate-holder-hidden">
            {t('certificate.holderHidden')}
          </p>
        )}
        <dl className={`mt-6 grid gap-4 ${holder ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('certificate.dateLabel')}</dt>
            <dd className="font-semibold">{date(certificate.issuedAt)}</dd>
          </div>
          {holder ? (
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('certificate.gradeLabel')}</dt>
              <dd className="font-semibold">{`${holder.gradePercent}%`}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('certificate.id')}</dt>
            <dd className="font-mono font-semibold" dir="ltr">{certificate.id}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3 text-sm">
          {itemPath ? <Link to={itemPath} className="font-semibold text-brand-700 underline dark:text-brand-300">{t(isPath ? 'certificate.openPath' : 'certificate.openItem')}</Link> : null}
          {/* The owner has the PDF among their actions below. */}
          {holder && !isOwner && !isRevoked ? <a href={certificatePdfPath(certificate.id)} className="font-semibold text-brand-700 underline dark:text-brand-300">{t('certificate.download')}</a> : null}
        </div>
        {isOwner ? (
          <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800">
            <CertificateActions certificate={certificate} title={certificate.title} />
          </div>
        ) : null}
        {isAdmin && !isOwner && !certificate.isPublic ? (
          <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300" lang="en" dir="ltr" data-testid="certificate-admin-note">
            Not public: you see the name and grade as an admin; visitors see neither and cannot download the PDF.
          </p>
        ) : null}
        {isAdmin && !isRevoked ? (
          <Form method="post" className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800" lang="en" dir="ltr">
            <input type="hidden" name="intent" value="revoke" />
            <button type="submit" className="rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">Revoke certificate</button>
          </Form>
        ) : null}
      </article>
    </div>
  )
}

/** Too many unknown ids from this address: the reason and when to try again, in the reader's language. */
function TooManyLookups({ message }: { message: string }) {
  const t = useT()
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="certificate-too-many">
      <h1 className="font-serif text-3xl font-bold">{t('certificate.tooManyTitle')}</h1>
      <p className="mt-4 text-lg" role="alert">{message}</p>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const tooMany = isRouteErrorResponse(error) && error.status === 429
  const message = tooMany ? (error.data as { message?: unknown } | null)?.message : undefined
  return (
    <NotFoundBoundary
      error={error}
      title="certificate.notFound"
      text="certificate.notFoundText"
      back={{ to: '/education', label: 'nav.education' }}
      otherwise={tooMany ? <TooManyLookups message={typeof message === 'string' ? message : ''} /> : undefined}
    />
  )
}
