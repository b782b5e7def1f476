import { useEffect, useRef, useState } from 'react'
import { useFetchers, useNavigation } from 'react-router'
import { useT } from '../i18n/i18n'

/** How long a navigation may take before the bar appears, so quick ones do not flash it. */
const showAfterMs = 150
/** How long a submitted button waits for its request to start before it is no longer pending. */
const startWithinMs = 400

/**
 * A slim bar at the top of the window while a page is on its way (after 150 ms), announced as a
 * progress bar; and, for every form on the site, the button that sent it marked pending
 * (`data-pending`, `aria-busy`) until its page or fetcher request has finished. Buttons that
 * show their own pending text are disabled meanwhile and keep it; the others get a spinner
 * (app.css).
 */
export function NavigationProgress() {
  const t = useT()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const isNavigating = navigation.state !== 'idle'
  const isBusy = isNavigating || fetchers.some((fetcher) => fetcher.state !== 'idle')
  const [hasWaited, setWaited] = useState(false)

  useEffect(() => {
    if (!isNavigating) return
    const timer = setTimeout(() => setWaited(true), showAfterMs)
    return () => {
      clearTimeout(timer)
      setWaited(false)
    }
  }, [isNavigating])

  usePendingSubmitters(isBusy)

  if (!isNavigating || !hasWaited) return null
  return (
    <div role="progressbar" aria-label={t('nav.loadingPage')} className="navigation-progress pointer-events-none fixed inset-x-0 top-0 z-[70] h-1">
      <div className="h-full bg-brand-500 dark:bg-brand-300" />
    </div>
  )
}

/** Marks the button of each submitted form pending until the requests it started are done. */
function usePendingSubmitters(isBusy: boolean) {
  const pending = useRef(new Set<HTMLElement>())
  const hasStarted = useRef(false)
  const clearPending = useRef(() => {})

  useEffect(() => {
    const clear = () => {
      for (const element of pending.current) {
        element.removeAttribute('data-pending')
        element.removeAttribute('aria-busy')
      }
      pending.current.clear()
      hasStarted.current = false
    }
    const onSubmit = (event: SubmitEvent) => {
      const button = event.submitter ?? (event.target as HTMLFormElement).querySelector<HTMLElement>('[type="submit"]')
      if (!button) return
      button.setAttribute('data-pending', '')
      button.setAttribute('aria-busy', 'true')
      pending.current.add(button)
      // A form stopped before sending (its own checks failed) starts nothing: unmark it.
      setTimeout(() => {
        if (!hasStarted.current) clear()
      }, startWithinMs)
    }
    clearPending.current = clear
    document.addEventListener('submit', onSubmit)
    return () => document.removeEventListener('submit', onSubmit)
  }, [])

  useEffect(() => {
    if (isBusy) hasStarted.current = true
    else if (hasStarted.current) clearPending.current()
  }, [isBusy])
}
