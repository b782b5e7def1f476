import { Form } from 'react-router'
import { useT } from '../../../i18n/i18n'
import { primaryButtonClass, TextField } from '../../../ui/forms'

type Field = 'headline' | 'body' | 'callToAction' | 'destination'
const fields: { name: Field; maxLength: number; type?: string; placeholder?: string }[] = [
  { name: 'headline', maxLength: 90 },
  { name: 'body', maxLength: 200 },
  { name: 'callToAction', maxLength: 30 },
  { name: 'destination', maxLength: 500, type: 'url', placeholder: 'https://…?utm_source=lumen' },
]

/** A new creative for staff to review; a refused form comes back with what was typed. */
export function NewCreativeForm({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const t = useT()
  return (
    <Form method="post" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" aria-labelledby="new-creative-title">
      <h2 id="new-creative-title" className="text-lg font-semibold">{t('advertiser.creative.newTitle')}</h2>
      <input type="hidden" name="intent" value="creative" />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={t(`advertiser.creative.${field.name}`)}
            type={field.type}
            maxLength={field.maxLength}
            placeholder={field.placeholder}
            required
            defaultValue={values[field.name] ?? ''}
            error={errors[field.name]}
          />
        ))}
      </div>
      <button type="submit" className={primaryButtonClass}>{t('advertiser.creative.submit')}</button>
    </Form>
  )
}
