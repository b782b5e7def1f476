import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '../i18n/i18n'
import { EyeIcon } from './icons'

export const inputClass =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400'

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-100 disabled:text-brand-800 aria-disabled:cursor-not-allowed aria-disabled:bg-brand-100 aria-disabled:text-brand-800 dark:disabled:bg-brand-900/70 dark:disabled:text-brand-100 dark:aria-disabled:bg-brand-900/70 dark:aria-disabled:text-brand-100'

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string; hint?: ReactNode }

export function TextField({ label, name, error, hint, type = 'text', ...input }: FieldProps) {
  const id = useId()
  const t = useT()
  const [isShown, setIsShown] = useState(false)
  const isPassword = type === 'password'
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={isPassword && isShown ? 'text' : type}
          className={`${inputClass} ${isPassword ? 'pe-12' : ''}`}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={[input['aria-describedby'], error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setIsShown((v) => !v)}
            className="absolute inset-y-0 end-0 mt-1.5 flex items-center px-3 text-slate-500 hover:text-slate-800 dark:hover:text-white"
            aria-label={isShown ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={isShown}
          >
            <EyeIcon />
          </button>
        ) : null}
      </div>
      {hint}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const tones = {
    error: 'border-red-300 bg-red-50 text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200',
    success: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200',
    info: 'border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-200',
  }
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  )
}

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="font-serif text-3xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-2 text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  )
}

/** The current value of a named field of a form (for live checks in onChange). */
export function fieldValue(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name) as HTMLInputElement | null
  return field?.type === 'checkbox' ? (field.checked ? 'on' : '') : (field?.value ?? '')
}

/** "Already have an account? Login" under an auth form's title. */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <>
      {question}{' '}
      <Link to={to} className="font-semibold text-brand-600 hover:underline dark:text-brand-300">{label}</Link>
    </>
  )
}
