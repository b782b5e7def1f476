import type { RouterContextProvider } from 'react-router'
import type { Db } from '../db/client.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { rateLimitRules } from '../lib/rate-limit.server'
import { requestFailureLimit } from '../lib/request-failure-limit.server'

/**
 * Invitation links that do not work, from the request's client address (`workspaceJoinFailures`).
 * Call `check` before the link's token is looked up and refuse when it is not allowed; call
 * `fail` when no open invitation has the token. Links that work never count.
 */
export function invitationLinkLimit(db: Db, context: Readonly<RouterContextProvider>) {
  const limit = requestFailureLimit(db, context, 'workspace-join', rateLimitRules.workspaceJoinFailures)
  return {
    async check() {
      const answer = await limit.check()
      const minutes = Math.ceil(answer.retryAfterSeconds / 60)
      return { ...answer, message: readerAnswer('answers.auth.tooManyAttempts', { minutes }) }
    },
    fail: limit.fail,
  }
}
