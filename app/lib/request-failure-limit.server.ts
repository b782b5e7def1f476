import { createContext, type RouterContextProvider } from 'react-router'
import type { Db } from '../db/client.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { failureLimit, type RateLimitRule } from './rate-limit.server'
import { requestInfoContext } from './request-context.server'

type Limit = Awaited<ReturnType<ReturnType<typeof failureLimit>['check']>>
type State = { check?: Promise<Limit>; isCounted: boolean }

/** What each named limit has checked and counted in this request. */
const inRequest = createContext<Map<string, State> | null>(null)

/**
 * `failureLimit` for a page link checked by a route, keyed by the request's client address
 * (`<name>:ip:<address>`). A form posted to a page runs the action and then the page's loader
 * with the same link: that is one attempt, so it is checked once and counted once per request.
 */
export function requestFailureLimit(db: Db, context: Readonly<RouterContextProvider>, name: string, rule: RateLimitRule) {
  const failures = failureLimit(db, `${name}:ip:${context.get(requestInfoContext).clientIp}`, rule)
  const states = context.get(inRequest) ?? new Map<string, State>()
  context.set(inRequest, states)
  const state = states.get(name) ?? { isCounted: false }
  states.set(name, state)
  return {
    check: () => (state.check ??= failures.check()),
    async fail() {
      if (state.isCounted) return
      state.isCounted = true
      await failures.fail()
    },
  }
}

/**
 * `requestFailureLimit` for a link a reader opens (an invitation, a shared report): `check`
 * also carries the reader's message for a refusal, in their language.
 */
export function linkFailureLimit(db: Db, context: Readonly<RouterContextProvider>, name: string, rule: RateLimitRule) {
  const limit = requestFailureLimit(db, context, name, rule)
  return {
    async check() {
      const answer = await limit.check()
      return { ...answer, message: readerAnswer('answers.auth.tooManyAttempts', { minutes: Math.ceil(answer.retryAfterSeconds / 60) }) }
    },
    fail: limit.fail,
  }
}
