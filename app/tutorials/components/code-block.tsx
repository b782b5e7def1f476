import { useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/i18n'
import { useHydrated } from '../../lib/use-hydrated'

const CONFIRMATION_MS = 2500

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  )
}

/** Copies the block's text and confirms it; rendered only once the page is interactive. */
function CopyButton({ source }: { source: React.RefObject<HTMLElement | null> }) {
  const t = useT()
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(source.current?.textContent ?? '')
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
    timer.current = setTimeout(() => setStatus('idle'), CONFIRMATION_MS)
  }

  return (
    <div className="flex items-center gap-3">
      <span role="status" className={`text-xs font-semibold ${status === 'failed' ? 'text-rose-300' : 'text-emerald-300'}`}>
        {status === 'copied' ? t('tutorials.copied') : status === 'failed' ? t('tutorials.copyFailed') : ''}
      </span>
      <button
        type="button"
        onClick={copy}
        aria-label={t('tutorials.copyCode')}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-600 px-2.5 py-1 text-xs font-semibold text-slate-100 hover:bg-slate-700 focus-visible:outline-brand-300"
        data-testid="copy-code"
      >
        <CopyIcon />
        {t('tutorials.copy')}
      </button>
    </div>
  )
}

/**
 * A code block highlighted on the server. `html` comes from the server's highlighter, which
 * escapes the code's text; the block scrolls sideways and can be reached with the keyboard.
 */
export function CodeBlock({ language, className, html }: { language: string | null; className: string; html: string }) {
  const t = useT()
  const isHydrated = useHydrated()
  const code = useRef<HTMLElement>(null)
  return (
    <figure className="tutorial-code overflow-hidden rounded-xl border border-slate-800 bg-slate-900" data-testid="code-block">
      <figcaption className="flex min-h-11 items-center justify-between gap-3 border-b border-slate-800 px-4 py-1.5">
        <span className="font-mono text-xs font-semibold tracking-wide text-slate-300 uppercase">{language ?? t('tutorials.code')}</span>
        {isHydrated ? <CopyButton source={code} /> : null}
      </figcaption>
      {/* The highlighter's output: escaped code text inside hljs spans only. */}
      <pre tabIndex={0}>
        <code ref={code} className={className} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  )
}
