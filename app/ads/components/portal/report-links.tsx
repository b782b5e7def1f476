import { Form } from 'react-router'
import { useLanguage, useT } from '../../../i18n/i18n'
import { formatDate } from '../../../lib/dates'
import { CopyButton } from '../../../ui/copy-button'
import { secondaryButtonClass } from '../../../ui/forms'

/** The campaign's read-only report links: copy one, revoke one, or create another. */
export function ReportLinks({ links, origin }: { links: { id: string; path: string; createdAt: Date | string }[]; origin: string }) {
  const t = useT()
  const language = useLanguage()
  return (
    <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="report-links">
      <h2 className="text-lg font-semibold">{t('advertiser.links.title')}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('advertiser.links.intro')}</p>
      {links.length > 0 ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="report-link">
              <code className="min-w-0 flex-1 text-xs break-all">{`${origin}${link.path}`}</code>
              <span className="text-xs text-slate-600 dark:text-slate-400">{t('advertiser.links.createdOn', { date: formatDate(link.createdAt, language) })}</span>
              <CopyButton text={`${origin}${link.path}`} label={t('advertiser.links.copy')} copiedLabel={t('advertiser.links.copied')} className={secondaryButtonClass} />
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-link" />
                <input type="hidden" name="linkId" value={link.id} />
                <button type="submit" className={secondaryButtonClass}>{t('advertiser.links.revoke')}</button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('advertiser.links.none')}</p>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="create-link" />
        <button type="submit" className={secondaryButtonClass}>{t('advertiser.links.create')}</button>
      </Form>
    </section>
  )
}
