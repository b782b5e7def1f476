import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { adminButton } from '../admin-ui'

/** Deleting needs a ticked box (checked by the browser, so it works without JavaScript). */
export function DangerZone({ noun, action }: { noun: string; action?: string }) {
  const id = useId()
  const navigation = useNavigation()
  const isDeleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete'
  return (
    <section className="mt-8 rounded-2xl border border-red-200 p-4 dark:border-red-900/60" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold text-red-800 dark:text-red-300">Delete this {noun}</h2>
      <Form method="post" action={action} className="mt-3 flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" name="confirm" required className="size-4 accent-red-600" />
          I understand this cannot be undone
        </label>
        <button type="submit" name="intent" value="delete" className={adminButton.danger} disabled={isDeleting}>
          {isDeleting ? 'Deleting…' : `Delete ${noun}`}
        </button>
      </Form>
    </section>
  )
}
