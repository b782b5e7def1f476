import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useRootData } from './root-data'
import { useT } from '../i18n/i18n'
import { mirrorCookiesToStorage } from '../lib/preferences'
import { deferred, deferredHydration } from '../lib/deferred'
import { SiteHeader } from './site-header'
import { useVisitTrail } from '../attribution/visit-trail'

// Below the fold, shown to some readers only, or at work only once the reader acts.
const shellParts = () => import('./shell-deferred')
const NavigationProgress = deferred(() => shellParts().then((module) => module.NavigationProgress))
const SiteFooter = deferred(() => shellParts().then((module) => module.SiteFooter))
const CookieBanner = deferred(() => shellParts().then((module) => module.CookieBanner))
const OfflineSync = deferred(() => shellParts().then((module) => module.OfflineSync))

export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT()
  const data = useRootData()
  const siteName = data?.siteName ?? 'Lumen'
  const { key } = useLocation()
  useEffect(mirrorCookiesToStorage, [key])
  useVisitTrail(Boolean(data?.user))
  // The page is interactive from here, its deferred parts included: end-to-end tests wait for
  // this mark (e2e/support/test.ts).
  useEffect(() => {
    void deferredHydration().then(() => {
      document.documentElement.dataset.hydrated = ''
    })
  }, [])
  return (
    <>
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[60] focus:rounded-lg focus:bg-brand-600 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('skip.toContent')}
      </a>
      <SiteHeader
        siteName={siteName}
        theme={data?.theme ?? 'dark'}
        language={data?.language ?? 'en'}
        user={data?.user ?? null}
        notifications={data?.notifications ?? null}
        now={data?.now ?? 0}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter siteName={siteName} description={data?.siteDescription ?? null} />
      {data && !data.hasCookieConsent ? <CookieBanner /> : null}
      <OfflineSync user={data?.user ?? null} />
    </>
  )
}
