import { data, type RouterContextProvider } from 'react-router'
import type { Db } from '../db/client.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { rateLimitRules } from '../lib/rate-limit.server'
import { requestFailureLimit } from '../lib/request-failure-limit.server'
import { readRecipientToken } from './recipient-links.server'

/**
 * Wrong newsletter links (confirm, preferences, unsubscribe) from the request's client address
 * (`newsletterTokenFailures`). Call `check` before the link's token is looked up and refuse
 * when it is not allowed; call `fail` when the token named nobody. Links that work never count.
 */
export function newsletterLinkLimit(db: Db, context: Readonly<RouterContextProvider>) {
  const limit = requestFailureLimit(db, context, 'newsletter-link', rateLimitRules.newsletterTokenFailures)
  return {
    check: limit.check,
    async fail(token: string) {
      // A member link with a valid signature was made by the site for a member who has since
      // left: an old e-mail, not a guess.
      if (readRecipientToken(token)?.kind !== 'member') await limit.fail()
    },
  }
}

/** A page's answer once the address is over the limit: 429 with Retry-After, and `body` with the reason in the reader's language. */
export function tooManyLinks<B>(retryAfterSeconds: number, body: (message: string) => B) {
  const message = readerAnswer('answers.auth.tooManyAttempts', { minutes: Math.ceil(retryAfterSeconds / 60) })
  return data(body(message), { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } })
}

/** The Retry-After of a refusal, for a route's `headers` export (the page's headers are the route's to choose). */
export function retryAfterHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }) {
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}
