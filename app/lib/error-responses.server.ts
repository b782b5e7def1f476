import { data } from 'react-router'
import { AppError, appErrorOf } from './app-error'
import { inReadersLanguage } from '../i18n/reader-message.server'

/** The body fetcher forms read after a refusal: `ok` to tell it from a success, and the message. */
const refusalBody = (error: AppError) => ({ ok: false as const, error: error.message })

/** The body error boundaries read from a loader's refusal (`error.data.message`). */
export const messageBody = (error: AppError) => ({ message: error.message })

/**
 * What a route answers for a refusal a domain function threw: the AppError's status with
 * `body(error)`, `{ ok: false, error }` unless the page reads another shape. Actions return
 * it; loaders throw it (with `messageBody`) so the route's error boundary shows it. Anything
 * that is not an AppError is thrown again, so faults still reach the error log as 500s. The
 * message is in the reader's language where the dictionaries know it.
 */
export function appErrorResponse(error: unknown): ReturnType<typeof data<ReturnType<typeof refusalBody>>>
export function appErrorResponse<B>(error: unknown, body: (error: AppError) => B): ReturnType<typeof data<B>>
export function appErrorResponse(error: unknown, body: (error: AppError) => unknown = refusalBody) {
  const refusal = appErrorOf(error)
  const shown = new AppError(refusal.code, refusal.status, inReadersLanguage(refusal.message), { field: refusal.field })
  return data(body(shown), { status: refusal.status })
}

/** 404 for a loader or action to throw; the body is what the error boundary may read. */
export const notFound = <B = null>(body: B = null as B) => data(body, { status: 404 })

/** 403 for a loader or action to throw (an admin page for a member, for instance). */
export const forbidden = <B = null>(body: B = null as B) => data(body, { status: 403 })

/** 400 for a loader to throw when the address asks for something the page cannot show. */
export const badRequest = (message: string) => data({ message }, { status: 400 })
