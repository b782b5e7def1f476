import { data } from 'react-router'
import { appErrorOf, type AppError } from './app-error'
import { refusalText } from '../i18n/reader-message.server'

/** A refusal as a route answers it: the AppError's facts, and its text in the reader's language. */
export type ShownRefusal = Pick<AppError, 'code' | 'status' | 'field' | 'key' | 'values'> & {
  /** The refusal's text in the current request's reader language. */
  message: string
}

/** The body fetcher forms read after a refusal: `ok` to tell it from a success, and the message. */
const refusalBody = (refusal: ShownRefusal) => ({ ok: false as const, error: refusal.message })

/** The body error boundaries read from a loader's refusal (`error.data.message`). */
export const messageBody = (refusal: ShownRefusal) => ({ message: refusal.message })

/**
 * What a route answers for a refusal a domain function threw: the AppError's status with
 * `body(refusal)`, `{ ok: false, error }` unless the page reads another shape. Actions return
 * it; loaders throw it (with `messageBody`) so the route's error boundary shows it. Anything
 * that is not an AppError is thrown again, so faults still reach the error log as 500s. The
 * message is written here, from the refusal's key and values, in the reader's language.
 */
export function appErrorResponse(error: unknown): ReturnType<typeof data<ReturnType<typeof refusalBody>>>
export function appErrorResponse<B>(error: unknown, body: (refusal: ShownRefusal) => B): ReturnType<typeof data<B>>
export function appErrorResponse(error: unknown, body: (refusal: ShownRefusal) => unknown = refusalBody) {
  const { code, status, field, key, values } = appErrorOf(error)
  return data(body({ code, status, field, key, values, message: refusalText({ key, values }) }), { status })
}

/** 404 for a loader or action to throw; the body is what the error boundary may read. */
export const notFound = <B = null>(body: B = null as B) => data(body, { status: 404 })

/** 403 for a loader or action to throw (an admin page for a member, for instance). */
export const forbidden = <B = null>(body: B = null as B) => data(body, { status: 403 })

/** 400 for a loader to throw when the address asks for something the page cannot show. */
export const badRequest = (message: string) => data({ message }, { status: 400 })
