import { RouterContextProvider } from 'react-router'
import { enterReaderLanguageOf } from '../../app/i18n/reader-message.server'

/**
 * A loader's or action's arguments, as the framework passes them; a `form` makes the request a
 * POST. What the caller runs next runs in the request's reader language, as the root middleware
 * would set it.
 */
export function routeArgs(url: string, params: Record<string, string>, { cookie, form }: { cookie?: string | null; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
  const init: RequestInit = form ? { method: 'POST', headers, body: new URLSearchParams(form) } : { headers }
  const request = new Request(`http://localhost${url}`, init)
  enterReaderLanguageOf(request)
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}

/** The status of an action's answer: a Response's, a `data()` answer's, else 200. */
export const answerStatus = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200)

/** The status a loader or action throws (a redirect, a 404), or 200 when it answers. */
export const thrownStatus = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { init?: { status: number }; status?: number }) => error.init?.status ?? error.status,
  )
