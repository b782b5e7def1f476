import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/preferences'
import { languages } from '../i18n/languages'
import { serializeCookie, YEAR_SECONDS } from '../lib/cookies'
import { safeRedirectPath } from '../lib/safe-redirect'
import { storageKeys } from '../lib/preferences'
import { parseForm } from '../lib/parse-form.server'

const onOff = z.enum(['on']).optional().transform((value) => value === 'on')

const preferenceSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('theme'), theme: z.enum(['dark', 'light']) }),
  z.object({ intent: z.literal('news-view'), view: z.enum(['grid', 'list']) }),
  z.object({
    intent: z.literal('language'),
    language: z.enum(languages.map((l) => l.code) as [string, ...string[]]),
  }),
  z.object({
    intent: z.literal('consent'),
    consent: z.enum(['accept', 'reject', 'custom']),
    analytics: onOff,
    marketing: onOff,
    functional: onOff,
  }),
])

/** A remembered choice: the page's scripts read it too (`mirrorCookiesToStorage`), so not HttpOnly. */
const cookie = (name: string, value: string) => serializeCookie(name, value, { maxAge: YEAR_SECONDS })

/** Saves theme, language, news layout or cookie consent in cookies; without JavaScript it returns to the page. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, preferenceSchema, { fallbackMessage: 'Unknown preference.' })
  if (!parsed.ok) return parsed.reply({ ok: false, error: parsed.message })
  const headers = new Headers()
  const choice = parsed.data
  if (choice.intent === 'theme') headers.append('Set-Cookie', cookie(storageKeys.theme, choice.theme))
  if (choice.intent === 'news-view') headers.append('Set-Cookie', cookie(storageKeys.newsView, choice.view))
  if (choice.intent === 'language') {
    headers.append('Set-Cookie', cookie(storageKeys.language, choice.language))
  }
  if (choice.intent === 'consent') {
    const all = choice.consent === 'accept'
    const custom = choice.consent === 'custom'
    const preferences = {
      necessary: true,
      analytics: all || (custom && choice.analytics),
      marketing: all || (custom && choice.marketing),
      functional: all || (custom && choice.functional),
    }
    headers.append('Set-Cookie', cookie(storageKeys.cookieConsent, JSON.stringify(preferences)))
  }
  const { returnTo } = parsed.values
  if (returnTo !== undefined) {
    throw redirect(safeRedirectPath(returnTo), { headers })
  }
  return data({ ok: true }, { headers })
}

export function loader() {
  throw redirect('/')
}
