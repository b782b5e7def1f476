import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { parseCookiePreferences, readCookie, storageKeys } from '../lib/preferences'
import { attributionField, nextVisit, visitStorageKey, type Visit } from './visit'

function storedVisit(): Visit | null {
  try {
    const value = JSON.parse(localStorage.getItem(visitStorageKey) ?? 'null') as Visit | null
    return value && typeof value.landing === 'string' && typeof value.at === 'number' ? value : null
  } catch {
    return null
  }
}

/**
 * Keeps the visit in the browser (decision 49): the first page and the referrer it came from,
 * and the last content item read; nothing is sent until a form that converts is submitted.
 * Only for members and for visitors who accepted analytics cookies, as page views are counted.
 */
export function useVisitTrail(isSignedIn: boolean) {
  const { pathname, search } = useLocation()
  useEffect(() => {
    try {
      const consent = parseCookiePreferences(readCookie(document.cookie, storageKeys.cookieConsent))
      if (!isSignedIn && !consent?.analytics) return
      const visit = nextVisit(storedVisit(), { path: pathname + search, referrer: document.referrer, origin: location.origin, now: Date.now() })
      localStorage.setItem(visitStorageKey, JSON.stringify(visit))
    } catch {
      // Storage may be off; attribution then falls back to what the request says.
    }
  }, [pathname, search, isSignedIn])
}

/** The hidden field a converting form sends its visit in (empty without one). */
export function AttributionField() {
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const visit = storedVisit()
    if (input.current && visit) input.current.value = JSON.stringify({ landing: visit.landing, referrer: visit.referrer, content: visit.content })
  }, [])
  return <input ref={input} type="hidden" name={attributionField} defaultValue="" />
}
