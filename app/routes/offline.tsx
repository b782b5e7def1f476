import { useSearchParams } from 'react-router'
import { useT } from '../i18n/i18n'
import { OfflineReader } from '../offline/components/offline-reader'
import { SavedLibrary, useSavedLibrary } from '../offline/components/saved-library'
import type { Route } from './+types/offline'
import { titleMeta } from '../seo/meta'

/**
 * The offline page (decision 21), pre-cached by the service worker. It is rendered for nobody in
 * particular (the root leaves the reader out on this path), so the copy a browser keeps holds no
 * personal data. Offline, the service worker sends every navigation here with `from`: the page
 * shows the saved copy of that page when its owner saved it, and says it is not saved otherwise.
 */
export function loader() {
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.offline')

export function headers() {
  return { 'Cache-Control': 'no-cache' }
}

export default function Offline() {
  const t = useT()
  const [params] = useSearchParams()
  const from = params.get('from')
  const library = useSavedLibrary()
  // The saved page asked for: undefined while the device is read, null when it is not saved.
  const shown = !from ? null : library.library === undefined ? undefined : (library.library?.items.find((item) => item.path === from) ?? null)
  const isLibrary = !from || from === '/profile/offline' || from === '/offline'
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {shown ? (
        <>
          <a href="/profile/offline" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('offline.backToLibrary')}</a>
          <div className="mt-6">
            <OfflineReader item={shown} />
          </div>
        </>
      ) : shown === null ? (
        <>
          <h1 className="font-serif text-4xl font-bold tracking-tight">{isLibrary ? t('offline.libraryTitle') : t('offline.pageTitle')}</h1>
          {isLibrary ? (
            <p className="mt-3 text-slate-600 dark:text-slate-300">{t('offline.libraryIntro')}</p>
          ) : (
            <div data-testid="offline-not-saved">
              <p className="mt-3 text-lg">{t('offline.notSaved')}</p>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t('offline.notSavedHint')}</p>
            </div>
          )}
          <div className="mt-8">
            <SavedLibrary {...library} />
          </div>
        </>
      ) : null}
    </div>
  )
}
