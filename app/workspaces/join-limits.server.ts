import type { RouterContextProvider } from 'react-router'
import type { Db } from '../db/client.server'
import { rateLimitRules } from '../lib/rate-limit.server'
import { linkFailureLimit } from '../lib/request-failure-limit.server'

/**
 * Invitation links that do not work, from the request's client address (`workspaceJoinFailures`).
 * Call `check` before the link's token is looked up and refuse when it is not allowed; call
 * `fail` when no open invitation has the token. Links that work never count.
 */
export const invitationLinkLimit = (db: Db, context: Readonly<RouterContextProvider>) => linkFailureLimit(db, context, 'workspace-join', rateLimitRules.workspaceJoinFailures)
