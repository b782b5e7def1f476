import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { adminButton } from '../admin-ui'

/**
 * A change that asks for confirmation first, without needing JavaScript: the button opens a
 * panel that explains the consequence and holds the real submit button.
 */
export function ConfirmAction({
  intent,
  fields = {},
  label,
  confirmLabel,
  children,
  isPending,
  isDisabled,
  tone = 'danger',
}: {
  intent: string
  fields?: Record<string, string>
  label: string
  confirmLabel: string
  children: ReactNode
  isPending: boolean
  isDisabled?: boolean
  tone?: 'danger' | 'secondary'
}) {
  if (isDisabled) {
    return <button type="button" disabled className={adminButton[tone]}>{label}</button>
  }
  return (
    <details className="group">
      <summary className={`${adminButton[tone]} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>{label}</summary>
      <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-950">
        <div className="text-slate-700 dark:text-slate-300">{children}</div>
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
          <button
            type="submit"
            name="intent"
            value={intent}
            disabled={isPending}
            className={tone === 'danger' ? 'inline-flex items-center rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60' : adminButton.primary}
          >
            {isPending ? 'Working…' : confirmLabel}
          </button>
          <span className="text-xs text-slate-500 dark:text-slate-400">Press “{label}” again to cancel.</span>
        </Form>
      </div>
    </details>
  )
}
