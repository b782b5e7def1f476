import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { NewsletterResult } from '../newsletter.server'
import { useHydrated } from '../../lib/use-hydrated'
import { IdempotencyField } from '../../ui/idempotency-field'

/** Footer sign-up: idle → loading → success or error; the message clears after 5 seconds. */
export function NewsletterForm() {
  const t = useT()
  const fetcher = useFetcher<NewsletterResult>({ key: 'newsletter' })
  const form = useRef<HTMLFormElement>(null)
  const [isEmpty, setIsEmpty] = useState(true)
  const [expired, setExpired] = useState<NewsletterResult | null>(null)
  const isLoading = fetcher.state !== 'idle'
  const hydrated = useHydrated()
  const result = fetcher.state === 'idle' && fetcher.data !== expired ? fetcher.data : undefined
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    const data = fetcher.data
    if (data.ok) form.current?.reset()
    const timer = setTimeout(() => setExpired(data), 5000)
    return () => clearTimeout(timer)
  }, [fetcher.state, fetcher.data])
  return (
    <fetcher.Form method="post" action="/newsletter" ref={form} className="mt-4" data-testid="newsletter-form" onReset={() => setIsEmpty(true)}>
      <IdempotencyField />
      <label htmlFor="newsletter-email" className="sr-only">{t('newsletter.emailLabel')}</label>
      <div className="flex gap-2">
        <input
          id="newsletter-email" name="email" type="email" required placeholder="you@example.com" autoComplete="email"
          onChange={(e) => setIsEmpty(e.currentTarget.value.trim() === '')}
          className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <button type="submit" disabled={isLoading || (hydrated && isEmpty)} className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-100 disabled:text-brand-800 dark:disabled:bg-brand-900/70 dark:disabled:text-brand-100">
          {isLoading ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      <p role="status" aria-live="polite" className={`mt-2 min-h-5 text-sm ${result?.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}>
        {result?.message}
      </p>
    </fetcher.Form>
  )
}
