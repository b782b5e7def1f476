import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { FormMessage, primaryButtonClass } from './forms'
import { IdempotencyField } from './idempotency-field'

/**
 * A form leaving a message for the team (contact, advertising): its key against sending twice,
 * why the last try failed above the fields, and the send button under them.
 */
export function InboxForm({
  className,
  message,
  isSubmitting,
  submitLabel,
  children,
}: {
  className: string
  message?: string | null
  isSubmitting: boolean
  submitLabel: ReactNode
  children: ReactNode
}) {
  return (
    <Form method="post" className={className}>
      <IdempotencyField />
      {message ? <div className="sm:col-span-2"><FormMessage tone="error">{message}</FormMessage></div> : null}
      {children}
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>{submitLabel}</button>
      </div>
    </Form>
  )
}
