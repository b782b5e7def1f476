import { useRef } from 'react'
import { Form, Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { CloseIcon, SearchIcon } from '../icons'

/** Header search: opens a dialog that searches the news (a plain link to /news without JavaScript). */
export function SearchButton() {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <Link
        to="/news"
        onClick={(event) => {
          event.preventDefault()
          dialog.current?.showModal()
        }}
        className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        aria-label={t('nav.search')}
        title={t('nav.search')}
        data-testid="search-button"
      >
        <SearchIcon />
      </Link>
      <dialog
        ref={dialog}
        aria-label={t('nav.search')}
        className="mx-auto mt-24 w-[min(40rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm dark:bg-slate-900 dark:text-slate-100"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close()
        }}
      >
        <Form action="/news" method="get" className="flex items-center gap-3 p-4" onSubmit={() => dialog.current?.close()}>
          <SearchIcon className="shrink-0 text-slate-400" />
          <label htmlFor="site-search" className="sr-only">
            {t('nav.search')}
          </label>
          <input
            id="site-search"
            name="search"
            type="search"
            required
            minLength={3}
            autoComplete="off"
            placeholder={t('search.placeholder')}
            className="min-w-0 flex-1 bg-transparent py-2 text-lg outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          />
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-full p-2 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            aria-label={t('search.close')}
          >
            <CloseIcon />
          </button>
        </Form>
      </dialog>
    </>
  )
}
