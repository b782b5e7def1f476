import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { AdminPanel, adminButton, adminInput } from '../admin-ui'

interface SiteSettingsValues {
  siteName: string
  siteDescription: string
  holdCommentsForReview: boolean
  podcastOwnerName: string
  podcastOwnerEmail: string
}

/** Site name, description and comment moderation; empty text falls back to the configured default. */
export function SiteSettingsForm({
  values,
  defaultName,
  defaultOwnerEmail,
  errors,
  isSaved,
}: {
  values: SiteSettingsValues
  defaultName: string
  defaultOwnerEmail: string
  errors?: Partial<Record<keyof SiteSettingsValues, string>>
  isSaved: boolean
}) {
  const id = useId()
  const navigation = useNavigation()
  const isSaving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'site'
  return (
    <AdminPanel title="Site" testId="site-settings">
      <Form method="post" className="grid grid-cols-1 gap-5" key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value="site" />
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium">Site name</label>
          <input id={`${id}-name`} name="siteName" defaultValue={values.siteName} placeholder={defaultName} maxLength={60} className={`${adminInput} mt-1.5`}
            aria-invalid={errors?.siteName ? true : undefined} aria-describedby={`${id}-name-hint`} />
          <p id={`${id}-name-hint`} className={`mt-1 text-xs ${errors?.siteName ? 'text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>
            {errors?.siteName ?? `Shown in the header, footer, titles and the home hero. Empty uses SITE_NAME (“${defaultName}”).`}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="block text-sm font-medium">Description</label>
          <textarea id={`${id}-description`} name="siteDescription" defaultValue={values.siteDescription} rows={3} maxLength={300} className={`${adminInput} mt-1.5`}
            aria-invalid={errors?.siteDescription ? true : undefined} aria-describedby={`${id}-description-hint`} />
          <p id={`${id}-description-hint`} className={`mt-1 text-xs ${errors?.siteDescription ? 'text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>
            {errors?.siteDescription ?? 'A sentence about the site (up to 300 characters).'}
          </p>
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Podcast owner (the feeds’ itunes:owner: who directories contact)</legend>
          <div>
            <label htmlFor={`${id}-owner-name`} className="block text-sm font-medium">Name</label>
            <input id={`${id}-owner-name`} name="podcastOwnerName" defaultValue={values.podcastOwnerName} placeholder={values.siteName || defaultName} maxLength={60}
              className={`${adminInput} mt-1.5`} aria-invalid={errors?.podcastOwnerName ? true : undefined} aria-describedby={`${id}-owner-name-hint`} />
            <p id={`${id}-owner-name-hint`} className={`mt-1 text-xs ${errors?.podcastOwnerName ? 'text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>
              {errors?.podcastOwnerName ?? 'Empty uses the site name.'}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-owner-email`} className="block text-sm font-medium">E-mail</label>
            <input id={`${id}-owner-email`} name="podcastOwnerEmail" type="email" defaultValue={values.podcastOwnerEmail} placeholder={defaultOwnerEmail} maxLength={254}
              className={`${adminInput} mt-1.5`} aria-invalid={errors?.podcastOwnerEmail ? true : undefined} aria-describedby={`${id}-owner-email-hint`} />
            <p id={`${id}-owner-email-hint`} className={`mt-1 text-xs ${errors?.podcastOwnerEmail ? 'text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>
              {errors?.podcastOwnerEmail ?? 'Empty uses the address in MAIL_FROM.'}
            </p>
          </div>
        </fieldset>
        <label className="flex items-start gap-3">
          <input type="checkbox" name="holdCommentsForReview" defaultChecked={values.holdCommentsForReview} className="mt-1 size-4 accent-brand-600" />
          <span>
            <span className="block text-sm font-medium">Hold new comments for review</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              Comments by members wait in the Comments queue until approved; only their author sees them meanwhile. Admins&apos; comments are never held.
            </span>
          </span>
        </label>
        <div className="flex items-center gap-3">
          <button type="submit" className={adminButton.primary} disabled={isSaving}>{isSaving ? 'Saving...' : 'Save settings'}</button>
          {isSaved && !isSaving ? <p className="text-sm text-emerald-700 dark:text-emerald-300" role="status">Settings saved.</p> : null}
        </div>
      </Form>
    </AdminPanel>
  )
}
