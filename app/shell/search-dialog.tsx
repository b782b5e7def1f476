import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useT } from '../i18n/i18n'
import { SearchIcon } from '../ui/icons'

// The overlay's code loads on first open, not with every page.
const SearchPanel = lazy(() => import('../search/components/search-panel').then((m) => ({ default: m.SearchPanel })))

function isTyping(target: EventTarget | null) {
  const element = target as HTMLElement | null
  return Boolean(element?.closest('input, textarea, select, [contenteditable="true"]'))
}

/**
 * Header search: the button (or the `/` key) opens the search overlay; without
 * JavaScript it is a link to the /search page.
 */
export function SearchButton() {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const [isOpen, setOpen] = useState(false)
  const show = () => {
    setOpen(true)
    if (!dialog.current?.open) dialog.current?.showModal()
  }
  const hide = () => dialog.current?.close()

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return
      event.preventDefault()
      setOpen(true)
      if (!dialog.current?.open) dialog.current?.showModal()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <Link
        to="/search"
        onClick={(event) => {
          event.preventDefault()
          show()
        }}
        className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        aria-label={t('nav.search')}
        aria-keyshortcuts="/"
        title={`${t('nav.search')} (/)`}
        data-testid="search-button"
      >
        <SearchIcon />
      </Link>
      <dialog
        ref={dialog}
        aria-label={t('nav.search')}
        className="mx-auto mt-[10vh] w-[min(42rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm dark:bg-slate-900 dark:text-slate-100"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) hide()
        }}
      >
        {isOpen ? (
          <Suspense fallback={<p className="p-6 text-slate-600 dark:text-slate-400">{t('search.searching')}</p>}>
            <SearchPanel onClose={hide} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  )
}
