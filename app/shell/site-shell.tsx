import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useRootData } from './root-data'
import { useT } from '../i18n/i18n'
import { mirrorCookiesToStorage } from '../lib/preferences'
import { CookieBanner } from './cookie-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { OfflineSync } from '../offline/components/offline-sync'
import { NavigationProgress } from './navigation-progress'

export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT()
  const data = useRootData()
  const siteName = data?.siteName ?? 'Lumen'
  const { key } = useLocation()
  useEffect(mirrorCookiesToStorage, [key])
  // The page is interactive from here: end-to-end tests wait for this mark (e2e/support/test.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
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
