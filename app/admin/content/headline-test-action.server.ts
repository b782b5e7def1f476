import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Db } from '../../db/client.server'
import { appErrorOf } from '../../lib/app-error'
import { parseForm } from '../../lib/parse-form.server'
import { endHeadlineTest, startHeadlineTest } from './headline-tests.server'
import { requireItemAccess } from './item-access.server'
import { accessOrNotFound } from './item-request.server'
import { mayPublish } from './workflow'

const headlineForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('headline-start'),
    altTitle: z
      .string()
      .trim()
      .min(1, 'Write the second headline.')
      .max(200, 'The headline must be at most 200 characters.')
      .refine((value) => !/[\r\n]/.test(value), 'The headline must be one line.'),
    goalViews: z
      .string()
      .trim()
      .refine((value) => /^\d{1,7}$/.test(value) && Number(value) >= 50 && Number(value) <= 1_000_000, 'Views must be a whole number from 50 to 1,000,000.')
      .transform(Number),
  }),
  z.object({ intent: z.literal('headline-stop') }),
  z.object({ intent: z.literal('headline-apply'), variant: z.enum(['a', 'b'], { error: 'Choose the headline to keep.' }) }),
])

/** A refusal of the headline test's form: its messages and what was typed, shown in its panel. */
export interface HeadlineTestReply {
  headline: { errors: Record<string, string>; values: Record<string, string>; message: string }
}

/**
 * The article editor's headline test (decision 53), for those who may publish the article:
 * start or change a test of a second headline, stop it, or keep one headline and end it.
 */
export async function headlineTestAction(db: Db, articleId: string, staff: Parameters<typeof requireItemAccess>[1], request: Request) {
  const standing = await accessOrNotFound(() => requireItemAccess(db, staff, 'articles', articleId, 'edit'))
  const refuse = (status: number, message: string, errors: Record<string, string> = {}, values: Record<string, string> = {}) => data<HeadlineTestReply>({ headline: { errors, values, message } }, { status })
  if (!mayPublish(standing)) return refuse(403, 'Only those who may publish this article can test its headline.')
  const parsed = await parseForm(request, headlineForm, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return refuse(400, parsed.errors.intent ?? 'Please correct the marked fields.', parsed.errors, parsed.values)
  const input = parsed.data
  try {
    if (input.intent === 'headline-start') await startHeadlineTest(db, { articleId, altTitle: input.altTitle, goalViews: input.goalViews, actorId: staff.id })
    else if (!(await endHeadlineTest(db, { articleId, apply: input.intent === 'headline-apply' ? input.variant : null, actorId: staff.id })))
      return refuse(409, 'This headline test has ended already.')
  } catch (error) {
    const refused = appErrorOf(error)
    return refuse(refused.status, refused.message, refused.field ? { [refused.field]: refused.message } : {}, parsed.values)
  }
  return redirect(`/admin/content/articles/${articleId}?notice=${input.intent}#headline-test`)
}
