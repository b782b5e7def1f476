import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { hasFeature } from '../../billing/entitlements'
import { useT } from '../../i18n/i18n'
import type { RootData } from '../../shell/root-data'
import type * as OfflineModule from '../register'
import { UPDATE_EVENT } from '../saved-item'

let loading: Promise<typeof OfflineModule> | undefined
/** The registration module, loaded after the page itself has loaded. */
function loadRegister() {
  loading ??= new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true }))).then(
    () => import('../register'),
  )
  return loading
}

/**
 * On every page: hands the reader to the offline module (which registers the service worker,
 * keeps saved content only for its owner and sends progress made offline) and shows
 * "New version available — Reload" when a new deploy's service worker waits.
 */
export function OfflineSync({ user }: { user: RootData['user'] }) {
  const t = useT()
  const { key } = useLocation()
  const [updateReady, setUpdateReady] = useState(false)
  const readerId = user?.id ?? null
  const canReadOffline = hasFeature(user, 'offline_reading')
  useEffect(() => {
    const show = () => setUpdateReady(true)
    window.addEventListener(UPDATE_EVENT, show)
    return () => window.removeEventListener(UPDATE_EVENT, show)
  }, [])
  useEffect(() => {
    void loadRegister().then((module) => module.onPage(readerId ? { id: readerId, canReadOffline } : null))
  }, [key, readerId, canReadOffline])
  if (!updateReady) return null
  return (
    <div role="status" className="fixed inset-x-4 bottom-4 z-[55] mx-auto flex max-w-md items-center justify-between gap-4 rounded-2xl bg-slate-900 px-5 py-3 text-sm text-white shadow-2xl dark:bg-white dark:text-slate-900" data-testid="update-prompt">
      <span>{t('offline.updateReady')}</span>
      <button type="button" className="rounded-full bg-brand-600 px-4 py-1.5 font-semibold text-white hover:bg-brand-700" onClick={() => void loadRegister().then((module) => module.applyUpdate())}>
        {t('offline.reload')}
      </button>
    </div>
  )
}
