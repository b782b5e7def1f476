import { useEffect, useState } from 'react'
import { MIN_QUERY_LENGTH, type SearchResult } from '../types'

const DEBOUNCE_MS = 250

type State = { query: string; result: SearchResult | null; failed: boolean }

/**
 * Search-as-you-type: asks /api/search once typing pauses, drops answers to older
 * queries, and reports whether the answer on screen belongs to the text typed now.
 */
export function useSiteSearch(text: string) {
  const query = text.trim()
  const [state, setState] = useState<State>({ query: '', result: null, failed: false })
  const isSearchable = query.length >= MIN_QUERY_LENGTH

  useEffect(() => {
    if (!isSearchable) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status))
          setState({ query, result: (await response.json()) as SearchResult, failed: false })
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ query, result: null, failed: Boolean(error) })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, isSearchable])

  const isCurrent = isSearchable && state.query === query
  return {
    isSearchable,
    isLoading: isSearchable && !isCurrent,
    failed: isCurrent && state.failed,
    result: isCurrent ? state.result : null,
  }
}
