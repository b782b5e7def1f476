import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import { adminInput } from '../admin-ui'
import type { FieldState } from './fields'

// The editor is a chunk of its own, fetched only by the admin editors that show it.
const RichTextEditor = lazy(() => import('./rich-text-editor'))

/**
 * An HTML body: the rich-text editor once the page runs JavaScript, a plain HTML textarea
 * before (and without) it. Both post the same field.
 */
export function RichTextField({ state, name, label, hint }: { state: FieldState; name: string; label: string; hint?: string }) {
  const id = useId()
  const isHydrated = useHydrated()
  const [isEditorReady, setIsEditorReady] = useState(false)
  const source = useRef<HTMLTextAreaElement>(null)
  const error = state.errors[name]
  const value = state.values[name] ?? ''
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="min-w-0">
      <label id={`${id}-label`} htmlFor={`${id}-source`} className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</label>
      {isHydrated ? (
        <Suspense fallback={null}>
          {/* The editor starts from what is in the textarea, so text typed while it loads is kept. */}
          <RichTextEditor name={name} readSource={() => ({ html: source.current?.value ?? value, isFocused: source.current !== null && document.activeElement === source.current })} onReady={() => setIsEditorReady(true)}
            labelId={`${id}-label`} describedBy={describedBy} isInvalid={Boolean(error)} />
        </Suspense>
      ) : null}
      {isEditorReady ? null : (
        <textarea ref={source} id={`${id}-source`} name={name} defaultValue={value} rows={16} aria-labelledby={`${id}-label`} aria-describedby={describedBy}
          aria-invalid={error ? true : undefined} className={`${adminInput} font-mono text-xs leading-5`} />
      )}
      {hint ? <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      {error ? <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  )
}
