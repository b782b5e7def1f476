import { useState } from 'react'
import { Link, useFetcher } from 'react-router'

/** One page of a keyset-paged list as the loader answers it. */
export interface Page<T> {
  items: T[]
  nextCursor: string | null
}

/**
 * The pages of a keyset-paged list: the first ones from the loader, later ones fetched in place
 * by Load More. `pick` reads one page out of the loader's answer (plus anything else the page
 * carries, such as saved positions).
 */
export function usePages<D, P extends Page<unknown>>(first: P, pick: (data: D) => P) {
  const fetcher = useFetcher()
  const [more, setMore] = useState<{ pages: P[]; seen: unknown }>({ pages: [], seen: null })
  // The loader's answer arrives as sent (turbo-stream keeps dates), so it has the loader's type.
  const answer = fetcher.data as D | undefined
  if (fetcher.state === 'idle' && answer && answer !== more.seen) {
    setMore({ pages: [...more.pages, pick(answer)], seen: answer })
  }
  const pages = [first, ...more.pages]
  return {
    pages,
    items: pages.flatMap((page) => page.items) as P['items'],
    cursor: pages.at(-1)!.nextCursor,
    loadedPages: more.pages.length,
    isLoading: fetcher.state !== 'idle',
    load: (href: string) => void fetcher.load(href),
  }
}

export type PagedList = Pick<ReturnType<typeof usePages>, 'cursor' | 'loadedPages' | 'isLoading' | 'load'>

/**
 * Load More, shown while more pages follow: a link to the next `?page=N` that works without
 * JavaScript and, with it, fetches the page after the cursor, appends it in place and puts
 * `?page=N` in the address, so a reload or a shared link shows the same cards.
 */
export function LoadMore({
  list,
  page,
  hrefOf,
  label,
  loadingLabel,
}: {
  list: PagedList
  /** How many pages the loader rendered (the address's `?page=N`). */
  page: number
  /** The list's current address with the page or the cursor set. */
  hrefOf: (changes: { page?: number; cursor?: string }) => string
  label: string
  loadingLabel: string
}) {
  const { cursor } = list
  if (!cursor) return null
  const pageHref = hrefOf({ page: page + list.loadedPages + 1 })
  return (
    <div className="mt-12 text-center">
      <Link
        to={pageHref}
        preventScrollReset
        aria-disabled={list.isLoading}
        onClick={(event) => {
          event.preventDefault()
          if (list.isLoading) return
          list.load(hrefOf({ cursor }))
          window.history.replaceState(window.history.state, '', pageHref)
        }}
        className="inline-flex rounded-full border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-100 aria-disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {list.isLoading ? loadingLabel : label}
      </Link>
    </div>
  )
}
