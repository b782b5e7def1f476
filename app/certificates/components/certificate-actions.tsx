import { Link, useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import { useRootData } from '../../shell/root-data'
import { certificatePath, certificatePdfPath, linkedInAddUrl } from '../certificate-paths'

export interface OwnCertificate {
  id: string
  issuedAt: Date | string
  isPublic: boolean
  revokedAt: Date | string | null
}

const button = 'inline-flex items-center rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'

/** The learner's own certificate: its page, the PDF, LinkedIn, and whether it is public (what anyone with the link sees). */
export function CertificateActions({ certificate, title }: { certificate: OwnCertificate; title: string }) {
  const t = useT()
  const site = useRootData()
  const visibility = useFetcher()
  const isPublic = visibility.formData ? visibility.formData.get('isPublic') === 'true' : certificate.isPublic
  const pageUrl = `${site?.siteUrl ?? ''}${certificatePath(certificate.id)}`
  return (
    <div className="space-y-3" data-testid="certificate-actions">
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{t('certificate.heading')} <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{certificate.id}</span></p>
      <div className="flex flex-wrap gap-2">
        <Link to={certificatePath(certificate.id)} className={button}>{t('certificate.view')}</Link>
        <a href={certificatePdfPath(certificate.id)} download className={button} data-testid="certificate-pdf">{t('certificate.download')}</a>
        {certificate.revokedAt ? null : (
          <a href={linkedInAddUrl({ title, organization: site?.siteName ?? 'Lumen', issuedAt: new Date(certificate.issuedAt), url: pageUrl, id: certificate.id })} className={button} rel="noopener" target="_blank">
            {t('certificate.linkedIn')}
          </a>
        )}
      </div>
      <visibility.Form method="post" action={certificatePath(certificate.id)} className="flex flex-wrap items-center gap-3 text-sm">
        <input type="hidden" name="intent" value="visibility" />
        <input type="hidden" name="isPublic" value={isPublic ? 'false' : 'true'} />
        {/* What anyone with the link sees now (decision 25), beside the switch. */}
        <span className="text-slate-600 dark:text-slate-300" data-testid="certificate-visibility">{t(isPublic ? 'certificate.isPublic' : 'certificate.isPrivate')}</span>
        <button type="submit" className="font-semibold text-brand-700 underline dark:text-brand-300">{t(isPublic ? 'certificate.makePrivate' : 'certificate.makePublic')}</button>
      </visibility.Form>
    </div>
  )
}
