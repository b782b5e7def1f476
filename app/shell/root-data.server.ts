import { bellFor, getUser } from '../accounts/session.server'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { currentLanguage } from '../i18n/reader-message.server'
import { defaultTheme, isTheme, parseCookiePreferences, readCookie, storageKeys } from '../lib/preferences'
import { getSiteIdentity } from '../site/settings.server'
import { OFFLINE_PAGE } from '../offline/saved-item'

/**
 * What every page's frame needs: the site's name, the reader's theme, language and consent,
 * the member and their notifications. The root loader returns it; the shell and error
 * boundaries read it through useRootData.
 */
export async function loadRootData(request: Request) {
  // The offline page is kept by browsers (app/routes/offline.tsx): it is rendered for nobody.
  const user = new URL(request.url).pathname === OFFLINE_PAGE ? null : await getUser(request)
  const notifications = user ? await bellFor(request, user) : null
  const cookie = request.headers.get('Cookie')
  const savedTheme = readCookie(cookie, storageKeys.theme)
  const site = await getSiteIdentity(getDb())
  const language = currentLanguage()
  return {
    siteName: site.siteName,
    siteDescription: site.siteDescription,
    siteUrl: getConfig().SITE_URL,
    theme: isTheme(savedTheme) ? savedTheme : defaultTheme,
    language,
    hasCookieConsent: parseCookiePreferences(readCookie(cookie, storageKeys.cookieConsent)) !== null,
    user,
    notifications,
    now: Date.now(),
    /**
     * Sent back by forms that must not be applied twice (app/lib/idempotency.server.ts); new on
     * every render. Only a signed-in member's page carries one: a visitor's page may be a shared
     * copy (page cache, CDN), so the browser makes a visitor's key (app/ui/idempotency-field.tsx).
     */
    formKey: user ? crypto.randomUUID() : undefined,
  }
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>
