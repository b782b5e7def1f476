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

/** Waits before installing again after a failed try: 5 s, 20 s, then at each page. */
const RETRY_DELAYS_MS = [5_000, 20_000]
let failedTries = 0
/** Registrations already followed, so a second try adds no second set of listeners. */
const watched = new WeakSet<ServiceWorkerRegistration>()

/**
 * Registers the service worker. A try that fails (the worker or one of the files it pre-caches
 * did not arrive) is made again a little later while the page stays open, and at the next page.
 */
function register(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined)
  registration ??= navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((reg) => {
      if (!watched.has(reg)) {
        watched.add(reg)
        watchForUpdates(reg)
        retryIfInstallFails(reg)
      }
      return reg
    })
    .catch(() => {
      tryAgainLater()
      return undefined
    })
  return registration
}

function tryAgainLater() {
  registration = undefined
  const delay = RETRY_DELAYS_MS[failedTries++]
  if (delay !== undefined) setTimeout(() => void register(), delay)
}

/** An install that ends without a working version (its pre-cache failed) is tried again. */
function retryIfInstallFails(reg: ServiceWorkerRegistration) {
  const followed = new WeakSet<ServiceWorker>()
  const follow = (worker: ServiceWorker | null) => {
    if (!worker || followed.has(worker)) return
    followed.add(worker)
    worker.addEventListener('statechange', () => {
      if (worker.state === 'redundant' && !reg.active && !reg.waiting && !reg.installing) tryAgainLater()
    })
  }
  follow(reg.installing)
  reg.addEventListener('updatefound', () => follow(reg.installing))
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
  }
  await register()
  // The offline page is rendered without its reader: it neither keeps nor deletes anything.
  if (location.pathname === OFFLINE_PAGE || !navigator.onLine) return
  await reconcileOwner(reader).catch(() => undefined)
  if (reader?.canReadOffline) await flushQueued().catch(() => undefined)
}
