import { data, redirect } from 'react-router'
import { z } from 'zod'
import { withCookies } from '../accounts/auth-calls.server'
import { enabledSocialProviders, getAuth } from '../accounts/auth.server'
import { safeRedirectPath } from '../lib/safe-redirect'
import type { Route } from './+types/auth.social'
import { readForm } from '../lib/read-form.server'

const schema = z.object({ provider: z.enum(['google', 'github']), callbackURL: z.string().max(500).optional() })

/** Starts Google or GitHub sign-in: the auth library answers with the provider's URL. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success || !enabledSocialProviders()[parsed.data.provider]) {
    return data({ message: 'This sign-in method is not available.' }, { status: 400 })
  }
  const response = await getAuth().api.signInSocial({
    body: { provider: parsed.data.provider, callbackURL: safeRedirectPath(parsed.data.callbackURL), disableRedirect: true },
    headers: request.headers,
    asResponse: true,
  })
  const body = (await response.json()) as { url?: string }
  if (!response.ok || !body.url) return data({ message: 'Sign-in failed. Please try again.' }, { status: 502 })
  throw redirect(body.url, { headers: withCookies(response.headers.getSetCookie()) })
}

export function loader() {
  throw redirect('/login')
}
