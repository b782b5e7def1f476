import { useEffect, type RefObject } from 'react'

/** The IAB/MRC display rule: at least half of the ad's pixels on screen... */
const VISIBLE_SHARE = 0.5
/** ...for at least one continuous second, in a tab the reader is looking at. */
const VISIBLE_MS = 1000

/**
 * Calls `onViewable` once, when the element has been at least half in the viewport for a
 * continuous second while the tab was visible. Leaving the viewport or hiding the tab starts
 * the second again.
 */
export function useViewable(ref: RefObject<HTMLElement | null>, onViewable: (() => void) | null) {
  useEffect(() => {
    const element = ref.current
    if (!element || !onViewable || typeof IntersectionObserver === 'undefined') return
    let isInView = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let isDone = false
    const stop = () => {
      clearTimeout(timer)
      timer = undefined
    }
    const check = () => {
      if (isDone) return
      if (isInView && document.visibilityState === 'visible') {
        timer ??= setTimeout(() => {
          isDone = true
          cleanup()
          onViewable()
        }, VISIBLE_MS)
      } else stop()
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        isInView = !!entry && entry.intersectionRatio >= VISIBLE_SHARE
        check()
      },
      { threshold: [0, VISIBLE_SHARE, 1] },
    )
    const cleanup = () => {
      stop()
      observer.disconnect()
      document.removeEventListener('visibilitychange', check)
    }
    observer.observe(element)
    document.addEventListener('visibilitychange', check)
    return cleanup
  }, [ref, onViewable])
}
