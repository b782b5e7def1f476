import { useT } from '../../i18n/i18n'

/** How the site's ads are measured, in the reader's language: shown on the privacy and cookie pages. */
export function AdMeasurementNote() {
  const t = useT()
  return (
    <section aria-labelledby="ad-measurement" className="mt-10 rounded-2xl border border-slate-200 p-6 dark:border-slate-800" data-testid="ad-measurement">
      <h2 id="ad-measurement" className="text-xl font-semibold">{t('cookies.adMeasurementTitle')}</h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('cookies.adMeasurement')}</p>
    </section>
  )
}
