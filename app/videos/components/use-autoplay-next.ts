import { useCallback, useSyncExternalStore } from 'react'

/** Where the browser remembers the playlist autoplay choice. */
const autoplayStorageKey = 'playlist-autoplay'

const listeners = new Set<() => void>()
// Used when storage is unavailable (some private modes): the choice then lasts for the visit.
let unsavedChoice: boolean | null = null

function read() {
  try {
    return window.localStorage.getItem(autoplayStorageKey) !== 'off'
  } catch {
    return unsavedChoice ?? true
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The autoplay-next choice: on unless the reader turned it off, remembered in localStorage. */
export function useAutoplayNext() {
  const isOn = useSyncExternalStore(subscribe, read, () => true)
  const change = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(autoplayStorageKey, next ? 'on' : 'off')
    } catch {
      unsavedChoice = next
    }
    for (const listener of listeners) listener()
  }, [])
  return [isOn, change] as const
}
