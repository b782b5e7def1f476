import { data } from 'react-router'
import { z } from 'zod'
import { getDb, type Db } from '../db/client.server'
import { normalizedEmail } from '../lib/validation'
import { requestInfoContext } from '../lib/request-context.server'
import { hitRateLimit, rateLimitRules } from '../lib/rate-limit.server'
import { subscribe, type NewsletterResult } from '../newsletter/newsletter.server'
import type { Route } from './+types/newsletter'
import { parseForm } from '../lib/parse-form.server'
import { submitOnce, type Answer } from '../lib/idempotency.server'
import { logError } from '../lib/log.server'
import { readerAnswer } from '../i18n/reader-message.server'

const schema = z.object({ email: normalizedEmail })

/** Newsletter sign-up (double opt-in). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, schema)
  if (!parsed.ok) return parsed.reply<NewsletterResult>({ ok: false, message: parsed.message })
  const db = getDb()
  const clientIp = context.get(requestInfoContext).clientIp
  const answer = await submitOnce<NewsletterResult>(db, request, parsed.form, {
    form: 'newsletter',
    owner: `client:${clientIp}`,
    busy: (message) => ({ ok: false, message }),
    write: () => signUp(db, parsed.data.email, clientIp),
  })
  return data(answer.body, { status: answer.status })
}

async function signUp(db: Db, email: string, clientIp: string): Promise<Answer<NewsletterResult>> {
  const limit = await hitRateLimit(db, `newsletter:${clientIp}`, rateLimitRules.newsletter)
  if (!limit.allowed) return { status: 429, body: { ok: false, message: readerAnswer('answers.newsletter.tooMany') } }
  try {
    const result = await subscribe(db, email)
    if (result.status === 'already-subscribed') {
      return { status: 409, body: { ok: false, message: readerAnswer('answers.newsletter.already') } }
    }
    return { status: 200, body: { ok: true, message: readerAnswer('answers.newsletter.subscribed') } }
  } catch (error) {
    logError('/newsletter', error)
    return { status: 500, body: { ok: false, message: readerAnswer('answers.newsletter.failed') } }
  }
}
