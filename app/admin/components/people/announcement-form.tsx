import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Form } from 'react-router'
import { announcementSchema, audienceLabels, audiences, type Audience } from '../../people/schemas'
import { fieldErrorsOf, type FieldErrors as Errors } from '../../../lib/form-values'
import { AdminPanel, adminButton, adminInput } from '../admin-ui'

function Field({ label, error, hint, children, id }: { label: string; error?: string; hint?: string; children: ReactNode; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">{label}</label>
      <div className="mt-1">{children}</div>
      {hint && !error ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      {error ? <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </div>
  )
}

/**
 * The announcement form. The server validates with the same schema; in the browser it is
 * checked before sending so mistakes show at once.
 */
export function AnnouncementForm({ sizes, serverErrors, values, isPending }: { sizes: Record<Audience, number>; serverErrors?: Errors; values?: Record<string, string>; isPending: boolean }) {
  const id = useId()
  const [clientErrors, setClientErrors] = useState<Errors | null>(null)
  const errors = clientErrors ?? serverErrors ?? {}
  const invalid = (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {})
  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = announcementSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (parsed.success) return setClientErrors(null)
    event.preventDefault()
    setClientErrors(fieldErrorsOf(parsed.error))
  }
  return (
    <AdminPanel title="New announcement" testId="announcement-form">
      <Form method="post" className="space-y-4" onSubmit={check} noValidate>
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium">Send to</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {audiences.map((audience) => (
              <label key={audience} className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:bg-brand-500/10">
                <input type="radio" name="audience" value={audience} defaultChecked={(values?.audience ?? 'all') === audience} />
                <span className="flex-1">{audienceLabels[audience]}</span>
                <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{sizes[audience].toLocaleString('en-US')}</span>
              </label>
            ))}
          </div>
          {errors.audience ? <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">{errors.audience}</p> : null}
        </fieldset>
        <Field label="Title" id={`${id}-title`} error={errors.title}>
          <input id={`${id}-title`} name="title" defaultValue={values?.title} maxLength={120} className={adminInput} {...invalid('title')} />
        </Field>
        <Field label="Message" id={`${id}-message`} error={errors.message}>
          <textarea id={`${id}-message`} name="message" defaultValue={values?.message} maxLength={1000} rows={4} className={adminInput} {...invalid('message')} />
        </Field>
        <Field label="Link (optional)" id={`${id}-link`} error={errors.link} hint="A path on this site such as /news, or an http(s) address. The title links to it in the bell.">
          <input id={`${id}-link`} name="link" defaultValue={values?.link} maxLength={500} placeholder="/news" className={adminInput} {...invalid('link')} />
        </Field>
        <p className="text-xs text-slate-600 dark:text-slate-400">The announcement appears at once in the notification bell of every member of the audience (suspended accounts are left out). It cannot be recalled.</p>
        <button type="submit" className={adminButton.primary} disabled={isPending}>{isPending ? 'Sending…' : 'Send announcement'}</button>
      </Form>
    </AdminPanel>
  )
}
