import { useCallback, useEffect, useState } from 'react'
import { useLanguage, useT } from '../../i18n/i18n'
import { formatDate } from '../../lib/dates'
import { formatBytes } from '../../lib/format'
import { SAVED_MEDIA_CACHE, type StoredItem } from '../saved-item'
import { removeAllSaved, removeSaved, usableSaved } from '../saved-store'

interface Listed extends StoredItem {
  /** Whether every file it needs is on the device right now. */
  isComplete: boolean
}

async function readLibrary() {
  if (typeof indexedDB === 'undefined' || typeof caches === 'undefined') return null
  const { items, expired } = await usableSaved()
  const cache = items.length > 0 ? await caches.open(SAVED_MEDIA_CACHE) : null
  const listed: Listed[] = await Promise.all(
    items.map(async (item) => ({ ...item, isComplete: (await Promise.all(item.media.map((media) => cache!.match(media.path)))).every(Boolean) })),
  )
  listed.sort((a, b) => b.savedAt.localeCompare(a.savedAt))
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  return { items: listed, expired, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null }
}

type Library = Awaited<ReturnType<typeof readLibrary>>

/** The saved pages on this device, read in the browser (none of it is on the server). */
export function useSavedLibrary() {
  const [library, setLibrary] = useState<Library | undefined>(undefined)
  const reload = useCallback(() => {
    void readLibrary().then(setLibrary, () => setLibrary(null))
  }, [])
  useEffect(reload, [reload])
  return { library, reload }
}

/**
 * "Saved for offline": each saved page with its kind, size and date, whether it is available
 * offline right now, and Remove; the space used on the device and Remove all.
 */
export function SavedLibrary({ library, reload }: ReturnType<typeof useSavedLibrary>) {
  const t = useT()
  const language = useLanguage()
  if (library === undefined) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('offline.libraryLoading')}</p>
  if (library === null) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('offline.unsupported')}</p>
  const remove = (path: string) => void removeSaved(path).then(reload)
  const removeAll = () => {
    if (window.confirm(t('offline.removeAllConfirm'))) void removeAllSaved().then(reload)
  }
  return (
    <div data-testid="saved-library">
      {library.expired ? <p className="mb-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">{t('offline.expired')}</p> : null}
      {library.usage !== null && library.quota !== null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="saved-space">
          {t('offline.space', { used: formatBytes(library.usage, language), quota: formatBytes(library.quota, language) })}
        </p>
      ) : null}
      {library.items.length === 0 ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">{t('offline.libraryEmpty')}</p>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {library.items.map((item) => (
              <li key={item.path} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="saved-item" data-path={item.path} data-available={item.isComplete ? 'yes' : 'no'}>
                <div className="min-w-0">
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t(`offline.kind.${item.kind}`)}</p>
                  <a href={item.path} className="mt-1 block font-semibold hover:underline">{item.title}</a>
                  <p className="mt-1 truncate text-sm text-slate-600 dark:text-slate-400">{item.context}</p>
                  <p className="mt-1 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                    {formatBytes(item.bytes, language)} · {t('offline.savedOn', { date: formatDate(item.savedAt, language) })} ·{' '}
                    <span className={item.isComplete ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-300'}>
                      {t(item.isComplete ? 'offline.availableNow' : 'offline.incomplete')}
                    </span>
                  </p>
                </div>
                <button type="button" onClick={() => remove(item.path)} className="shrink-0 self-start rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold hover:bg-slate-100 sm:self-center dark:border-slate-600 dark:hover:bg-slate-800">
                  {t('offline.remove')}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={removeAll} className="mt-4 rounded-full px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40">
            {t('offline.removeAll')}
          </button>
        </>
      )}
    </div>
  )
}
