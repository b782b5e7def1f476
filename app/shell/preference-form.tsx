import type { ReactNode } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useHydrated } from '../lib/use-hydrated'

/**
 * Posts a preference to /preferences. With JavaScript it stays on the page (the root data
 * revalidates); without it the server sets the cookie and returns to this page.
 */
export function PreferenceForm({
  intent,
  children,
  onSubmit,
  className,
}: {
  intent: 'theme' | 'language' | 'consent' | 'news-view'
  children: ReactNode
  onSubmit?: (form: FormData) => void
  className?: string
}) {
  const fetcher = useFetcher()
  const hydrated = useHydrated()
  const location = useLocation()
  return (
    <fetcher.Form
      method="post"
      action="/preferences"
      className={className}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        const form = new FormData(event.currentTarget, submitter)
        onSubmit?.(form)
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? null : (
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      )}
      {children}
    </fetcher.Form>
  )
}
