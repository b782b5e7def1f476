import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react'

/** Deferred components rendered by the first page whose own hydration has not finished yet. */
const pending = new Set<object>()
const settledListeners: (() => void)[] = []
let hasFirstPageHydrated = false

function settle(token: object) {
  pending.delete(token)
  if (pending.size > 0) return
  for (const listener of settledListeners.splice(0)) listener()
}

/**
 * Resolves once the first page's deferred components are hydrated as well: the page is then
 * interactive everywhere. Called once the page's own hydration has been committed.
 */
export function deferredHydration(): Promise<void> {
  hasFirstPageHydrated = true
  return pending.size === 0 ? Promise.resolve() : new Promise((resolve) => settledListeners.push(resolve))
}

/**
 * A component whose code is not part of a page's first load. The server renders it in full; in
 * the browser its module is fetched once hydration reaches it, and until it arrives its HTML stays
 * as the server sent it (a Suspense boundary hydrated on its own). For what matters only after
 * the first paint: below the fold, after a click, or for some readers only.
 *
 * Pages opened later (after the first page has hydrated) fetch its module as soon as their route
 * module loads, and show it once it has arrived, without holding up the rest of the page.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component
      return { default: component }
    }))
  const Lazy = lazy(start)
  // The server renders it at once, as part of the page's HTML.
  if (import.meta.env.SSR || hasFirstPageHydrated) void start()

  function Deferred(props: Props) {
    // Kept for the component's life: a change of type would mount it anew.
    const [Component] = useState(() => loaded ?? Lazy)
    const [token] = useState(() => ({}))
    useLayoutEffect(() => {
      pending.add(token)
      return () => settle(token)
    }, [token])
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <Settled token={token} />
      </Suspense>
    )
  }
  return Deferred
}

/** Marks its deferred component hydrated (or rendered): it commits with it, inside its boundary. */
function Settled({ token }: { token: object }) {
  useEffect(() => settle(token), [token])
  return null
}
