import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { getDb, type Db } from '../db/client.server'
import { getUser } from '../accounts/session.server'
import { hitRateLimit, rateLimitRules, type RateLimitRule } from '../lib/rate-limit.server'
import { requestInfoContext } from '../lib/request-context.server'
import { logError } from '../lib/log.server'
import type { FieldErrors } from '../lib/form-values'
import { parseForm } from '../lib/parse-form.server'
import { submitOnce } from '../lib/idempotency.server'
import { adProposalSchema, contactSchema } from './inbox-forms'
import { saveAdProposal, saveContactMessage } from './inbox.server'

/** What a stored form answers beside its message (a contact message's ticket number and reply time). */
type Receipt = { ticketNumber: number; replyBy: string; plan: string } | null

type InboxFormState = { ok: boolean; errors: FieldErrors; values: Record<string, string>; message: string | null; receipt?: Receipt }

/** What makes one public form: its checks, its name, its rate limit, where it is kept and what it answers. */
interface InboxFormDefinition<T extends z.ZodType> {
  schema: T
  /** The form's name, which also names its rate limit. */
  form: string
  rule: RateLimitRule
  /** Stores the form; what it returns is shown to the sender when it is a receipt. */
  save: (db: Db, input: z.infer<T>, who: { userId: string | null }) => Promise<Receipt | string>
  messages: { success: string | null; failure: string; tooMany: string }
}

/** Checks each form's `save` against its own schema. */
const inboxForm = <T extends z.ZodType>(definition: InboxFormDefinition<T>) => definition

/** The site's public forms that leave a message for the team; the texts are the spec's. */
export const inboxForms = {
  contact: inboxForm({
    schema: contactSchema,
    form: 'contact',
    rule: rateLimitRules.contact,
    save: saveContactMessage,
    messages: {
      success: 'Message Sent Successfully!',
      failure: 'Failed to send message. Please try again.',
      tooMany: 'Too many messages. Please try again later.',
    },
  }),
  adProposal: inboxForm({
    schema: adProposalSchema,
    form: 'ad-proposal',
    rule: rateLimitRules.adProposal,
    save: saveAdProposal,
    messages: {
      success: null,
      failure: 'Failed to send your request. Please try again.',
      tooMany: 'Too many requests. Please try again later.',
    },
  }),
}

/**
 * A public form that leaves a message for the team: validate (400 with field messages and
 * the typed values), limit per client (429), store once per idempotency key, and answer with
 * the success text — or, if storing fails, the failure text with the values kept.
 */
export async function submitInboxForm<T extends z.ZodType>(request: Request, context: Readonly<RouterContextProvider>, options: InboxFormDefinition<T>) {
  const { clientIp } = context.get(requestInfoContext)
  const parsed = await parseForm(request, options.schema)
  if (!parsed.ok) return parsed.reply<Omit<InboxFormState, 'errors' | 'values'>>({ ok: false, message: null })
  const { values } = parsed
  const db = getDb()
  const failed = (status: number, message: string) => ({ status, body: { ok: false, errors: {}, values, message } })
  const answer = await submitOnce<InboxFormState>(db, request, parsed.form, {
    form: options.form,
    owner: `client:${clientIp}`,
    busy: (message) => failed(409, message).body,
    write: async () => {
      const limit = await hitRateLimit(db, `${options.form}:${clientIp}`, options.rule)
      if (!limit.allowed) return failed(429, options.messages.tooMany)
      try {
        const saved = await options.save(db, parsed.data, { userId: (await getUser(request))?.id ?? null })
        return { status: 200, body: { ok: true, errors: {}, values: {}, message: options.messages.success, receipt: typeof saved === 'string' ? null : saved } }
      } catch (error) {
        logError(`form ${options.form}`, error)
        return failed(503, options.messages.failure)
      }
    },
  })
  return data<InboxFormState>(answer.body, { status: answer.status })
}
