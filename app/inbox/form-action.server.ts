import { data } from 'react-router'
import type { z } from 'zod'
import { keepValues, type FieldErrors } from '../auth/forms'
import { getDb, type Db } from '../db/client.server'
import { hitRateLimit, type RateLimitRule } from '../lib/rate-limit.server'
import { logError } from '../lib/log.server'
import { parseFormRequest } from '../lib/read-form.server'

export type InboxFormState = { ok: boolean; errors: FieldErrors; values: Record<string, string>; message: string | null }

/**
 * A public form that leaves a message for the team: validate (400 with field messages and
 * the typed values), limit per client (429), store, and answer with the success text — or,
 * if storing fails, the failure text with the values kept.
 */
export async function submitInboxForm<T extends z.ZodType>(
  request: Request,
  options: {
    schema: T
    limitKey: string
    rule: RateLimitRule
    save: (db: Db, input: z.infer<T>) => Promise<unknown>
    messages: { success: string | null; failure: string; tooMany: string }
  },
) {
  const parsed = await parseFormRequest(request, options.schema)
  const values = keepValues(parsed.values)
  if (!parsed.ok) return data<InboxFormState>({ ok: false, errors: parsed.errors, values, message: null }, { status: 400 })
  const db = getDb()
  const limit = await hitRateLimit(db, options.limitKey, options.rule)
  if (!limit.allowed) {
    return data<InboxFormState>({ ok: false, errors: {}, values, message: options.messages.tooMany }, { status: 429 })
  }
  try {
    await options.save(db, parsed.data)
    return data<InboxFormState>({ ok: true, errors: {}, values: {}, message: options.messages.success })
  } catch (error) {
    logError(`form ${options.limitKey.split(':')[0]}`, error)
    return data<InboxFormState>({ ok: false, errors: {}, values, message: options.messages.failure }, { status: 503 })
  }
}
