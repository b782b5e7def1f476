import { data, redirect } from 'react-router'
import { z } from 'zod'
import { withCookies } from '../accounts/auth-calls.server'
import { enabledSocialProviders, getAuth } from '../accounts/auth.server'
import { safeRedirectPath } from '../lib/safe-redirect'
import type { Route } from './+types/auth.social'
import { parseForm } from '../lib/parse-form.server'
import { readerAnswer } from '../i18n/reader-message.server'

const unavailable = 'This sign-in method is not available.'

// A provider without credentials is refused like an unknown one.
const schema = z.object({
  provider: z.enum(['google', 'github']).refine((provider) => enabledSocialProviders()[provider]),
  callbackURL: z.string().max(500).optional(),
})

/** Starts Google or GitHub sign-in: the auth library answers with the provider's URL. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, schema)
  if (!parsed.ok) return parsed.reply({ message: unavailable })
  const response = await getAuth().api.signInSocial({
    body: { provider: parsed.data.provider, callbackURL: safeRedirectPath(parsed.data.callbackURL), disableRedirect: true },
    headers: request.headers,
    asResponse: true,
  })
  const body = (await response.json()) as { url?: string }
  if (!response.ok || !body.url) return data({ message: readerAnswer('answers.auth.socialFailed') }, { status: 502 })
  throw redirect(body.url, { headers: withCookies(response.headers.getSetCookie()) })
}

export function loader() {
  throw redirect('/login')
}
