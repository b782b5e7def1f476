import { data } from 'react-router'
import { z } from 'zod'
import { getDb } from '../db/client.server'
import { normalizedEmail } from '../lib/validation'
import { requestInfoContext } from '../lib/request-context.server'
import { hitRateLimit, rateLimitRules } from '../lib/rate-limit.server'
import { subscribe } from '../newsletter/newsletter.server'
import type { Route } from './+types/newsletter'
import { nulFieldErrors, readForm } from '../lib/read-form.server'
import { logError } from '../lib/log.server'

const schema = z.object({ email: normalizedEmail })

export type NewsletterResult = { ok: boolean; message: string }

/** Newsletter sign-up (double opt-in). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, { nul: 'keep' })
  const nulErrors = nulFieldErrors(request, form)
  if (nulErrors) return data<NewsletterResult>({ ok: false, message: Object.values(nulErrors)[0]! }, { status: 400 })
  const parsed = schema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return data<NewsletterResult>({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 })
  const db = getDb()
  const limit = await hitRateLimit(db, `newsletter:${context.get(requestInfoContext).clientIp}`, rateLimitRules.newsletter)
  if (!limit.allowed) return data<NewsletterResult>({ ok: false, message: 'Too many attempts. Please try again later.' }, { status: 429 })
  try {
    const result = await subscribe(db, parsed.data.email)
    if (result.status === 'already-subscribed') {
      return data<NewsletterResult>({ ok: false, message: 'You are already subscribed to our newsletter!' }, { status: 409 })
    }
    return data<NewsletterResult>({ ok: true, message: 'Successfully subscribed! Check your email for confirmation.' })
  } catch (error) {
    logError('/newsletter', error)
    return data<NewsletterResult>({ ok: false, message: 'Something went wrong. Please try again.' }, { status: 500 })
  }
}
