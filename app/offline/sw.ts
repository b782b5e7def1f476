/// <reference lib="webworker" />
import { CacheFirst, createPartialResponse, Serwist, type PrecacheEntry } from 'serwist'
import { flushQueued } from './progress-outbox'
import { OFFLINE_PAGE, PROGRESS_SYNC_TAG, SAVED_MEDIA_CACHE } from './saved-item'

/**
 * The service worker (decision 21). It pre-caches the current build's assets and the offline
 * page, and nothing else on its own: pages always come from the network, so no personal or
 * premium answer is ever stored by it. Offline, a navigation is sent to the offline page, which
 * shows the page if the member saved it (IndexedDB) and says it is not saved otherwise. Saved
 * media files (Cache Storage, written by the page that saved them) are answered with byte ranges.
 */
/** Files of this build fetched at run time (not pre-cached). */
const BUILD_ASSETS_CACHE = 'lumen-build-assets'

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined }

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until the reader chooses "Reload" (the page posts SKIP_WAITING).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: async ({ request }) => {
        try {
          return await fetch(request)
        } catch {
          const url = new URL(request.url)
          if (url.pathname === OFFLINE_PAGE) return (await serwist.matchPrecache(OFFLINE_PAGE)) ?? Response.error()
          return Response.redirect(`${OFFLINE_PAGE}?from=${encodeURIComponent(url.pathname)}`, 302)
        }
      },
    },
    {
      // The build's other files (a reader's dictionary): public and never changing under their
      // name, kept the first time a page loads them.
      matcher: ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({ cacheName: BUILD_ASSETS_CACHE }),
    },
    {
      matcher: ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/'),
      handler: async ({ request }) => {
        const url = new URL(request.url)
        // Looked up without opening the cache, which would create it for every reader.
        const saved = (await caches.has(SAVED_MEDIA_CACHE)) ? await caches.match(url.pathname + url.search, { cacheName: SAVED_MEDIA_CACHE }) : undefined
        if (!saved) return fetch(request)
        return request.headers.has('range') ? createPartialResponse(request, saved) : saved
      },
    },
  ],
})

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string }
  if (sync.tag === PROGRESS_SYNC_TAG) sync.waitUntil(flushQueued())
})

serwist.addEventListeners()
