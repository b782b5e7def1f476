import { useEffect, useRef } from 'react'
import { useT } from '../../i18n/i18n'
import { FormMessage } from '../../ui/forms'
import type { WebhookFormResult } from './webhooks-views'

/** Brings what a form answered into view: the page keeps its scroll position, and the answer may be above it. */
export function useScrollIntoView(result: unknown) {
  const element = useRef<HTMLElement & HTMLDivElement>(null)
  useEffect(() => {
    element.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [result])
  return element
}

/** The outcome of a webhook form as one line: what was done, or why it was refused. */
export function ResultMessage({ result }: { result: WebhookFormResult }) {
  const t = useT()
  const element = useScrollIntoView(result)
  const text = result.ok ? (result.done ? t(`workspace.webhooks.done.${result.done}`) : null) : result.message
  if (!text) return null
  return (
    <div ref={element} className="scroll-mt-24" data-testid="webhook-result">
      <FormMessage tone={result.ok ? 'success' : 'error'}>{text}</FormMessage>
    </div>
  )
}
