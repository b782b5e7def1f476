import { useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useT } from '../../i18n/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { smallButton } from '../../workspaces/components/workspace-ui'

type CopyState = 'idle' | 'copied' | 'failed'

const sectionClass = 'rounded-2xl border border-emerald-300 bg-emerald-50 p-5 sm:p-6 dark:border-emerald-500/40 dark:bg-emerald-500/10'

/**
 * A secret shown this one time (an API key, a webhook signing secret): its title and the words
 * about it, the secret as selectable text, and a copy button once the page runs scripts.
 */
export function OneTimeSecret({
  title,
  secret,
  copyLabel,
  copyFailed,
  testId,
  secretTestId,
  sectionRef,
  children,
}: {
  title: string
  secret: string
  copyLabel: string
  copyFailed: string
  testId: string
  secretTestId: string
  /** Given when the page scrolls the section into view: it then keeps clear of the sticky header. */
  sectionRef?: RefObject<HTMLElement & HTMLDivElement | null>
  children: ReactNode
}) {
  const t = useT()
  const heading = useId()
  const isHydrated = useHydrated()
  const [copy, setCopy] = useState<CopyState>('idle')
  const secretText = useRef<HTMLElement>(null)
  return (
    <section ref={sectionRef} aria-labelledby={heading} className={sectionRef ? `scroll-mt-24 ${sectionClass}` : sectionClass} data-testid={testId}>
      <h2 id={heading} className="text-lg font-semibold text-emerald-900 dark:text-emerald-100">{title}</h2>
      {children}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          ref={secretText}
          className="block min-w-0 flex-1 rounded-xl border border-emerald-300 bg-white px-3.5 py-2.5 font-mono text-sm break-all text-slate-900 select-all dark:border-emerald-500/40 dark:bg-slate-950 dark:text-white"
          data-testid={secretTestId}
        >{secret}</code>
        {isHydrated ? <CopyButton secret={secret} secretText={secretText} onCopy={setCopy} label={copyLabel} /> : null}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-900 dark:text-emerald-100">
        {copy === 'copied' ? t('workspace.api.copied') : copy === 'failed' ? copyFailed : ''}
      </p>
    </section>
  )
}

/** Copies the secret; when the browser refuses, selects its text so it can be copied by hand. */
function CopyButton({ secret, secretText, onCopy, label }: { secret: string; secretText: RefObject<HTMLElement | null>; onCopy: (state: CopyState) => void; label: string }) {
  const copySecret = () => {
    navigator.clipboard.writeText(secret).then(
      () => onCopy('copied'),
      () => {
        onCopy('failed')
        if (secretText.current) window.getSelection()?.selectAllChildren(secretText.current)
      },
    )
  }
  return (
    <button type="button" className={`${smallButton} shrink-0 bg-white px-4 py-2 text-sm dark:bg-slate-900`} onClick={copySecret}>
      {label}
    </button>
  )
}
