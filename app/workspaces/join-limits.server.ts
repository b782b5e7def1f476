import { createContext, type RouterContextProvider } from 'react-router'
import type { Db } from '../db/client.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { failureLimit, rateLimitRules } from '../lib/rate-limit.server'
import { requestInfoContext } from '../lib/request-context.server'

type Limit = Awaited<ReturnType<ReturnType<typeof failureLimit>['check']>>

/**
 * What one request has checked and counted. Accepting posts the form and then runs the page's
 * loader with the same link: that is one attempt, checked once and counted once.
 */
const inRequest = createContext<{ check?: Promise<Limit>; isCounted: boolean } | null>(null)

/**
 * Invitation links that do not work, from the request's client address (`workspaceJoinFailures`).
 * Call `check` before the link's token is looked up and refuse when it is not allowed; call
 * `fail` when no open invitation has the token. Links that work never count.
 */
export function invitationLinkLimit(db: Db, context: Readonly<RouterContextProvider>) {
  const failures = failureLimit(db, `workspace-join:ip:${context.get(requestInfoContext).clientIp}`, rateLimitRules.workspaceJoinFailures)
  const state = context.get(inRequest) ?? { isCounted: false }
  context.set(inRequest, state)
  return {
    async check() {
      const limit = await (state.check ??= failures.check())
      const minutes = Math.ceil(limit.retryAfterSeconds / 60)
      return { ...limit, message: readerAnswer('answers.auth.tooManyAttempts', { minutes }) }
    },
    async fail() {
      if (state.isCounted) return
      state.isCounted = true
      await failures.fail()
    },
  }
}
