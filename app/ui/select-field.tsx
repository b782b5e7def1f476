import { useId } from 'react'
import { inputClass } from './forms'

export function SelectField({
  label,
  name,
  options,
  defaultValue,
  error,
  placeholder,
}: {
  label: string
  name: string
  options: readonly { value: string; label: string }[]
  defaultValue?: string
  error?: string
  placeholder?: string
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</label>
      <select id={id} name={name} defaultValue={defaultValue ?? ''} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {placeholder ? <option value="" disabled>{placeholder}</option> : null}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error ? <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" role="alert">{error}</p> : null}
    </div>
  )
}

/** A labelled text area; `isCode` is for pasted machine text (a certificate): monospace, left to right, not spell-checked. */
export function TextAreaField({ label, name, defaultValue, error, rows = 6, maxLength, required, isCode = false }: {
  label: string; name: string; defaultValue?: string; error?: string; rows?: number; maxLength?: number; required?: boolean; isCode?: boolean
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</label>
      <textarea id={id} name={name} rows={rows} maxLength={maxLength} required={required} defaultValue={defaultValue} className={isCode ? `${inputClass} font-mono text-xs` : inputClass}
        {...(isCode ? { dir: 'ltr', spellCheck: false } : {})}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" role="alert">{error}</p> : null}
    </div>
  )
}
