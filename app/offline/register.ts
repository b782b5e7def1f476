import { flushQueued } from './progress-outbox'
import { OFFLINE_PAGE, UPDATE_EVENT } from './saved-item'
import { reconcileOwner } from './saved-store'

/**
 * Loaded after the page has loaded (app/offline/offline-sync.tsx), never on the first paint:
 * registers the service worker, tells the page when a new version waits, keeps saved content
 * only for the member it belongs to, and sends progress made offline.
 */

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined

function watchForUpdates(reg: ServiceWorkerRegistration) {
  const announce = () => {
    if (reg.waiting && navigator.serviceWorker.controller) window.dispatchEvent(new CustomEvent(UPDATE_EVENT))
  }
  announce()
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce()
    })
  })
}

/** Registers the service worker once per page load. */
function register() {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined)
  registration ??= navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((reg) => {
      watchForUpdates(reg)
      return reg
    })
    .catch(() => undefined)
  return registration
}

/** "Reload": the waiting version takes over, and the page reloads once it has. */
export async function applyUpdate() {
  const reg = await registration
  if (!reg?.waiting) return location.reload()
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true })
  reg.waiting.postMessage({ type: 'SKIP_WAITING' })
}

/** While offline, links load whole pages, so the service worker answers them (saved or not). */
function loadWholePagesWhileOffline() {
  document.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || link.target || link.origin !== location.origin || link.hasAttribute('download')) return
      event.preventDefault()
      event.stopPropagation()
      location.assign(link.href)
    },
    true,
  )
}

let started = false

/** Called on every page with who is reading (null for a visitor). */
export async function onPage(reader: { id: string; canReadOffline: boolean } | null) {
  if (!started) {
    started = true
    loadWholePagesWhileOffline()
    await register()
  }
  // The offline page is rendered without its reader: it neither keeps nor deletes anything.
  if (location.pathname === OFFLINE_PAGE || !navigator.onLine) return
  await reconcileOwner(reader).catch(() => undefined)
  if (reader?.canReadOffline) await flushQueued().catch(() => undefined)
}
