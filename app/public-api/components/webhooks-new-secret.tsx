import { useId, useRef, useState, type RefObject } from 'react'
import { useT } from '../../i18n/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { smallButton } from '../../workspaces/components/workspace-ui'
import { useScrollIntoView } from './webhooks-result'
import type { WebhookFormResult } from './webhooks-views'

type CopyState = 'idle' | 'copied' | 'failed'

/** The signing secret, this one time: selectable text, and a copy button once the page runs scripts. */
export function NewSecret({ created }: { created: NonNullable<WebhookFormResult['created']> }) {
  const t = useT()
  const heading = useId()
  const isHydrated = useHydrated()
  const [copy, setCopy] = useState<CopyState>('idle')
  const secretText = useRef<HTMLElement>(null)
  const section = useScrollIntoView(created)
  return (
    <section
      ref={section}
      aria-labelledby={heading}
      className="scroll-mt-24 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 sm:p-6 dark:border-emerald-500/40 dark:bg-emerald-500/10"
      data-testid="new-webhook-panel"
    >
      <h2 id={heading} className="text-lg font-semibold text-emerald-900 dark:text-emerald-100">{t('workspace.webhooks.newTitle')}</h2>
      <p className="mt-1 text-sm break-all text-emerald-900 dark:text-emerald-100">{t('workspace.webhooks.newText', { url: created.url })}</p>
      <p className="mt-2 text-sm font-medium text-emerald-900 dark:text-emerald-100">{t('workspace.webhooks.newWarning')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          ref={secretText}
          className="block min-w-0 flex-1 rounded-xl border border-emerald-300 bg-white px-3.5 py-2.5 font-mono text-sm break-all text-slate-900 select-all dark:border-emerald-500/40 dark:bg-slate-950 dark:text-white"
          data-testid="new-webhook-secret"
        >{created.secret}</code>
        {isHydrated ? <CopyButton secret={created.secret} secretText={secretText} onCopy={setCopy} /> : null}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-900 dark:text-emerald-100">
        {copy === 'copied' ? t('workspace.api.copied') : copy === 'failed' ? t('workspace.webhooks.copyFailed') : ''}
      </p>
    </section>
  )
}

/** Copies the secret; when the browser refuses, selects its text so it can be copied by hand. */
function CopyButton({ secret, secretText, onCopy }: { secret: string; secretText: RefObject<HTMLElement | null>; onCopy: (state: CopyState) => void }) {
  const t = useT()
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
      {t('workspace.webhooks.copy')}
    </button>
  )
}
