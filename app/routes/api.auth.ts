import { enabledSocialProviders, getAuth } from '../accounts/auth.server'
import { getDb } from '../db/client.server'
import { hitRateLimit, rateLimitRules } from '../lib/rate-limit.server'
import { requestInfoContext } from '../lib/request-context.server'
import type { Route } from './+types/api.auth'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
const callbackPath = /^\/api\/auth\/callback\/(google|github)$/

/**
 * Of the auth library's HTTP endpoints only the social sign-in callbacks are exposed, for the
 * providers that are configured: sign-in, sign-up, resets and every other account change go
 * through the site's own forms, with their validation and rate limits.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const provider = callbackPath.exec(new URL(request.url).pathname)?.[1] as 'google' | 'github' | undefined
  if (!provider || !enabledSocialProviders()[provider]) return notFound()
  const limit = await hitRateLimit(getDb(), `login:ip:${context.get(requestInfoContext).clientIp}`, rateLimitRules.login)
  if (!limit.allowed) {
    return new Response('Too many attempts. Please wait and try again.', {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return getAuth().handler(request)
}

export function action() {
  return notFound()
}
