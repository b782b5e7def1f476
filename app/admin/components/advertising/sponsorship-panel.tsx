import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { AdminPanel, adminButton, adminInput } from '../admin-ui'

/**
 * What a campaign sponsors of one kind (articles, podcast episodes): each with a Remove button,
 * then a form to add one by its address or slug (and, for episodes, the sponsor's message).
 */
export function SponsorshipPanel({
  title,
  items,
  kind: { add, remove, pathPrefix, label },
  extraField,
}: {
  title: string
  items: { id: string; slug: string; title: string }[]
  /** The form intents that add and remove one, the address its slug is found in, and the field's label. */
  kind: { add: string; remove: string; pathPrefix: string; label: string }
  extraField?: ReactNode
}) {
  return (
    <AdminPanel title={title}>
      {items.length > 0 ? (
        <ul className="mb-4 space-y-2 text-sm">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3">
              <span className="font-medium">{item.title}</span>
              <Form method="post">
                <input type="hidden" name="intent" value={remove} />
                <input type="hidden" name="slug" value={item.slug} />
                <button type="submit" className={adminButton.secondary} aria-label={`Remove “${item.title}”`}>Remove</button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <input type="hidden" name="intent" value={add} />
        <label className="text-sm font-medium">
          {label}
          <input name="slug" required maxLength={300} placeholder={`${pathPrefix}…`} className={`${adminInput} mt-1`} />
        </label>
        <button type="submit" className={`${adminButton.secondary} sm:col-start-2`}>Add</button>
        {extraField ? <div className="sm:col-span-2 sm:row-start-2">{extraField}</div> : null}
      </Form>
    </AdminPanel>
  )
}
