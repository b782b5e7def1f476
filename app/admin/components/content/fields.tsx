import { useId, type ReactNode } from 'react'
import { adminInput } from '../admin-ui'

/** Form pieces of the content editors: a label, the control, a hint and the field's message. */
export type FieldState = { values: Record<string, string>; errors: Record<string, string> }

const labelClass = 'mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200'
const hintClass = 'mt-1 text-xs text-slate-500 dark:text-slate-400'
const invalid = 'aria-[invalid=true]:border-red-500'

export function FieldShell({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>{label}</label>
      {children}
      {hint ? <p id={`${id}-hint`} className={hintClass}>{hint}</p> : null}
      {error ? <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  )
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

type InputProps = {
  state: FieldState
  name: string
  label: string
  hint?: ReactNode
  type?: 'text' | 'number' | 'date' | 'datetime-local' | 'url'
  required?: boolean
  maxLength?: number
  min?: number
  max?: number
  step?: number
  placeholder?: string
  className?: string
  testId?: string
}

export function TextInput({ state, name, label, hint, type = 'text', className, testId, ...rest }: InputProps) {
  const id = useId()
  const error = state.errors[name]
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input id={id} name={name} type={type} defaultValue={state.values[name] ?? ''} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)} className={`${adminInput} ${invalid} ${className ?? ''}`} data-testid={testId} {...rest} />
    </FieldShell>
  )
}

export function TextArea({ state, name, label, hint, rows = 4, maxLength, required }: { state: FieldState; name: string; label: string; hint?: ReactNode; rows?: number; maxLength?: number; required?: boolean }) {
  const id = useId()
  const error = state.errors[name]
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea id={id} name={name} rows={rows} maxLength={maxLength} required={required} defaultValue={state.values[name] ?? ''}
        aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${adminInput} ${invalid}`} />
    </FieldShell>
  )
}

export function Select({ state, name, label, options, hint, emptyLabel }: { state: FieldState; name: string; label: string; options: readonly { value: string; label: string }[]; hint?: ReactNode; emptyLabel?: string }) {
  const id = useId()
  const error = state.errors[name]
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select id={id} name={name} defaultValue={state.values[name] ?? ''} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)} className={`${adminInput} ${invalid}`}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </FieldShell>
  )
}

export function Checkbox({ state, name, label, hint }: { state: FieldState; name: string; label: string; hint?: string }) {
  const id = useId()
  const error = state.errors[name]
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" name={name} defaultChecked={state.values[name] === 'on'} className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600" aria-describedby={described || undefined} aria-invalid={error ? true : undefined} />
      <div>
        <label htmlFor={id} className="text-sm font-semibold">{label}</label>
        {hint ? <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
        {error ? <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-red-700 dark:text-red-400">{error}</p> : null}
      </div>
    </div>
  )
}

/** Two columns on wide screens: the writing on the left, settings on the right. */
export function EditorColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">{main}</div>
      <div className="min-w-0 space-y-5">{side}</div>
    </div>
  )
}

/** A titled box in the settings column. */
export function SideBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase dark:text-slate-400">{title}</h2>
      {children}
    </section>
  )
}
