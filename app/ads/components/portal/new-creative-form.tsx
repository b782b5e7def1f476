import { Form } from 'react-router'
import { useT } from '../../../i18n/i18n'
import { primaryButtonClass } from '../../../ui/forms'
import { CreativeFields } from './creative-fields'

/** A new creative for staff to review, with an optional banner image; a refused form comes back with what was typed. */
export function NewCreativeForm({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const t = useT()
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" aria-labelledby="new-creative-title">
      <h2 id="new-creative-title" className="text-lg font-semibold">{t('advertiser.creative.newTitle')}</h2>
      <input type="hidden" name="intent" value="creative" />
      <CreativeFields values={values} errors={errors} />
      <button type="submit" className={primaryButtonClass}>{t('advertiser.creative.submit')}</button>
    </Form>
  )
}
