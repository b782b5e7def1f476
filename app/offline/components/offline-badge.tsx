import { useSyncExternalStore } from 'react'
import { useT } from '../../i18n/i18n'

const subscribe = (change: () => void) => {
  window.addEventListener('online', change)
  window.addEventListener('offline', change)
  return () => {
    window.removeEventListener('online', change)
    window.removeEventListener('offline', change)
  }
}

/** Whether the browser is offline (false while rendering on the server). */
export function useIsOffline() {
  return useSyncExternalStore(subscribe, () => !navigator.onLine, () => false)
}

/** The header's small "Offline" mark, shown only while the browser is offline. */
export function OfflineBadge() {
  const t = useT()
  const isOffline = useIsOffline()
  if (!isOffline) return null
  return (
    <span role="status" className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200" data-testid="offline-badge">
      {t('offline.badge')}
    </span>
  )
}
