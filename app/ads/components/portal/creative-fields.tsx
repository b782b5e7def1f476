import { useId } from 'react'
import { useT } from '../../../i18n/i18n'
import { TextField } from '../../../ui/forms'

type Field = 'headline' | 'body' | 'callToAction' | 'destination'
const fields: { name: Field; maxLength: number; type?: string; placeholder?: string }[] = [
  { name: 'headline', maxLength: 90 },
  { name: 'body', maxLength: 200 },
  { name: 'callToAction', maxLength: 30 },
  { name: 'destination', maxLength: 500, type: 'url', placeholder: 'https://…?utm_source=lumen' },
]

/**
 * A creative's fields: headline, text, button, link, and an optional banner image with its
 * description. `suffix` names them for a form with two creatives (`headlineA`, `imageB`…).
 */
export function CreativeFields({ suffix = '', values, errors, isRequired = true }: { suffix?: string; values: Record<string, string>; errors: Record<string, string>; isRequired?: boolean }) {
  const t = useT()
  const imageId = useId()
  const image = `image${suffix}`
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={`${field.name}${suffix}`}
          label={t(`advertiser.creative.${field.name}`)}
          type={field.type}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          required={isRequired}
          defaultValue={values[`${field.name}${suffix}`] ?? ''}
          error={errors[`${field.name}${suffix}`]}
        />
      ))}
      <div>
        <label htmlFor={imageId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">{t('booking.image')}</label>
        <input
          id={imageId}
          type="file"
          name={image}
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="mt-1.5 block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
          aria-invalid={errors[image] ? true : undefined}
          aria-describedby={errors[image] ? `${imageId}-error` : undefined}
        />
        {errors[image] ? (
          <p id={`${imageId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" role="alert">{errors[image]}</p>
        ) : null}
      </div>
      <TextField name={`imageAlt${suffix}`} label={t('booking.imageAlt')} maxLength={200} defaultValue={values[`imageAlt${suffix}`] ?? ''} error={errors[`imageAlt${suffix}`]} />
    </div>
  )
}
