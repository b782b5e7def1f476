import { Link } from 'react-router'
import { useLanguage, useT } from '../../i18n/i18n'
import { formatDate } from '../../lib/dates'
import { certificatePath, certificatePdfPath } from '../certificate-paths'

export interface ListedCertificate {
  id: string
  kind: 'course' | 'path'
  title: string
  gradePercent: number
  issuedAt: Date
  revokedAt: Date | null
}

/** The profile's "Your certificates": each one with its date, grade, page and PDF. */
export function CertificateList({ certificates }: { certificates: ListedCertificate[] }) {
  const t = useT()
  const language = useLanguage()
  const date = (value: Date) => formatDate(value, language, 'mediumDate')
  return (
    <section aria-labelledby="profile-certificates" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="profile-certificates">
      <h2 id="profile-certificates" className="text-lg font-semibold">{t('certificate.listHeading')}</h2>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {certificates.map((certificate) => (
          <li key={certificate.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3" data-testid="profile-certificate">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t(certificate.kind === 'path' ? 'workspaceLearning.kind.path' : 'workspaceLearning.kind.course')}</p>
              <Link to={certificatePath(certificate.id)} className="font-semibold hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                {certificate.title}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {date(certificate.issuedAt)} · {t('completion.grade', { percent: certificate.gradePercent })}
                {certificate.revokedAt ? <span className="ms-2 font-semibold text-red-700 dark:text-red-300">{t('certificate.revoked', { date: date(certificate.revokedAt) })}</span> : null}
              </p>
            </div>
            {certificate.revokedAt ? null : (
              <a href={certificatePdfPath(certificate.id)} className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
                {t('certificate.download')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
