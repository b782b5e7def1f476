import { data, isRouteErrorResponse, Link, redirect } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { AdminErrorCard, useAdminRouteError } from '../admin/components/admin-error'
import { AdminHeader } from '../admin/components/admin-ui'
import type { FieldState } from '../admin/components/content/fields'
import { ComposeForm } from '../admin/components/newsletter/compose-form'
import { DeliveryFacts } from '../admin/components/newsletter/delivery-facts'
import { EditionEngagement } from '../admin/components/newsletter/edition-engagement'
import { editionEngagement } from '../newsletter/editions/link-tracking.server'
import { Copies } from '../admin/components/newsletter/edition-copies'
import { editionKindLabels } from '../admin/components/newsletter/edition-labels'
import { Message, noticeText } from '../admin/components/newsletter/edition-notice'
import { Preview } from '../admin/components/newsletter/edition-preview'
import { checkbox, emailSubject, hasVisibleText, htmlBody, parseUtcDateTime, toUtcInput } from '../admin/content/form-fields'
import { getDb } from '../db/client.server'
import { jobQueue } from '../jobs/queue.server'
import { appErrorOf, type AppError } from '../lib/app-error'
import { notFound } from '../lib/error-responses.server'
import type { FormFailure } from '../lib/form-values'
import { parseForm } from '../lib/parse-form.server'
import { editionCopies } from '../newsletter/admin/copies.server'
import { personalise, sendTestEdition } from '../newsletter/editions/delivery.server'
import { audienceSize, deliveryCounts, getEdition, saveEditionDraft, scheduleEdition, unscheduleEdition } from '../newsletter/editions/editions.server'
import { queueDelivery } from '../newsletter/editions/jobs.server'
import type { Route } from './+types/admin.newsletter.editions.$id'
import { describeSegment, segmentFields, segmentFromQuery, segmentOf, segmentValues } from '../newsletter/segments'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The edition of the URL: null for "new", its id, or a 404. */
function editionParam(value: string | undefined) {
  if (value === 'new') return null
  if (!value || !UUID.test(value)) throw notFound()
  return value
}

const editionPath = (id: string) => `/admin/newsletter/editions/${id}`

/** Only an editor's drafts and scheduled editions can still change. */
const editable: readonly string[] = ['draft', 'scheduled']

/** Compose a new edition (/admin/newsletter/editions/new), or edit, send or look at a saved one. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'newsletter.send')
  const db = getDb()
  const id = editionParam(params.id)
  const search = new URL(request.url).searchParams
  const notice = search.get('notice')
  if (!id) {
    // A new edition may start for a segment chosen on the newsletter page (its query).
    const segment = segmentFromQuery(Object.fromEntries(search))
    return { edition: null, values: { subject: '', body: '', scheduledFor: '', countOpens: '', ...segmentValues(segment) }, audience: await audienceSize(db, 'admin', segment), counts: null, copies: null, engagement: null, preview: null, adminEmail: admin.email, notice }
  }
  const row = await getEdition(db, id)
  if (!row) throw notFound()
  const copySearch = (search.get('copy') ?? '').trim().slice(0, 100)
  const hasCopies = !editable.includes(row.status)
  const [audience, counts, copies] = await Promise.all([
    audienceSize(db, row.kind, row.kind === 'admin' ? row.segment : null),
    deliveryCounts(db, id),
    hasCopies ? editionCopies(db, id, { q: copySearch }).then((found) => ({ q: copySearch, ...found })) : null,
  ])
  const engagement = hasCopies ? await editionEngagement(db, id, { counts }) : null
  return {
    edition: {
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      status: row.status,
      scheduledFor: row.scheduledFor,
      startedAt: row.startedAt,
      sentAt: row.sentAt,
      createdAt: row.createdAt,
      recipients: row.recipients,
      segment: row.kind === 'admin' && row.segment ? describeSegment(row.segment) : null,
      isEditable: row.kind === 'admin' && editable.includes(row.status),
    },
    values: { subject: row.subject, body: row.body ?? '', scheduledFor: toUtcInput(row.scheduledFor), countOpens: row.countOpens ? 'on' : '', ...segmentValues(row.segment) },
    audience,
    counts,
    copies,
    engagement,
    // The copy the admin would receive, their own links filled in.
    preview: personalise(row, { email: admin.email, recipient: `u:${admin.id}` }).html,
    adminEmail: admin.email,
    notice,
  }
}

const written = {
  subject: emailSubject,
  body: htmlBody.refine(hasVisibleText, 'Write the text of the edition.'),
  countOpens: checkbox,
  ...segmentFields,
}

/** The time to send at, typed as UTC; like `scheduleEdition`, a minute late still counts as now. */
const sendAt = z
  .string()
  .optional()
  .transform((value, context) => {
    const at = parseUtcDateTime(value ?? '')
    const refuse = (message: string) => {
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    if (at === null) return refuse('Choose when to send it (UTC).')
    if (at === 'invalid') return refuse('Enter a date and time like 2026-05-01T09:30 (UTC).')
    if (at.getTime() < Date.now() - 60_000) return refuse('Choose a time in the future.')
    return at
  })

const editionForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('unschedule') }),
  z.object({ intent: z.enum(['save', 'preview', 'test', 'send']), ...written }),
  z.object({ intent: z.literal('schedule'), ...written, scheduledFor: sendAt }),
])

type Refusal = FormFailure & { message: string }

/**
 * Every button but Unschedule first saves what is typed, then: Preview shows the saved copy,
 * Send test mails it to the admin, Send now and Schedule queue its delivery. Refusals answer
 * 4xx with the messages by their fields and everything typed; successes redirect with a notice.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'newsletter.send')
  const id = editionParam(params.id)
  const db = getDb()
  const parsed = await parseForm(request, editionForm, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return parsed.reply({ message: parsed.errors.intent ?? 'Please correct the marked fields.' })
  const input = parsed.data
  const refuse = (status: number, message: string, errors: Record<string, string> = {}) => data<Refusal>({ errors, values: parsed.values, message }, { status })
  const refusal = (error: unknown) => {
    const refused: AppError = appErrorOf(error)
    return refuse(refused.status, refused.message, refused.field ? { [refused.field]: refused.message } : {})
  }

  if (input.intent === 'unschedule') {
    if (!id || !(await unscheduleEdition(db, id, { actorId: admin.id }))) return refuse(409, 'This edition is no longer scheduled: it has started sending or was taken back already.')
    return redirect(`${editionPath(id)}?notice=unscheduled`)
  }
  const sends = input.intent === 'send' || input.intent === 'schedule'
  if (sends && !jobQueue()) return refuse(503, 'The job queue is not running on this instance, so editions cannot be sent from it. Nothing was sent.')

  let saved: string
  try {
    saved = await saveEditionDraft(db, { id: id ?? undefined, draft: { subject: input.subject, body: input.body, segment: segmentOf(input), countOpens: input.countOpens }, actorId: admin.id })
  } catch (error) {
    return refusal(error)
  }
  const path = editionPath(saved)
  switch (input.intent) {
    case 'save':
      return redirect(`${path}?notice=saved`)
    case 'preview':
      return redirect(`${path}?notice=preview#preview`)
    case 'test': {
      const edition = await getEdition(db, saved)
      const outcome = await sendTestEdition(db, edition!, { id: admin.id, email: admin.email })
      return redirect(`${path}?notice=${outcome.status === 'failed' ? 'test-failed' : 'test'}`)
    }
    case 'send':
    case 'schedule': {
      let when: Date
      try {
        when = await scheduleEdition(db, saved, { at: input.intent === 'schedule' ? input.scheduledFor : null, now: new Date(), actorId: admin.id })
      } catch (error) {
        // A new edition exists now: the refusal is shown on its own page, not on /new.
        if (!id && appErrorOf(error).field === 'scheduledFor') return redirect(`${path}?notice=not-scheduled`)
        return refusal(error)
      }
      await queueDelivery(saved, input.intent === 'schedule' ? when : undefined)
      return redirect(`${path}?notice=${input.intent === 'send' ? 'sent' : 'scheduled'}`)
    }
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.edition ? loaderData.edition.subject : 'New edition'} · Newsletter · Admin` },
  { name: 'robots', content: 'noindex' },
]

export default function NewsletterEditionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { edition, values, audience, counts, copies, engagement, preview, adminEmail, notice } = loaderData
  const failed = actionData && 'values' in actionData ? (actionData as Refusal) : null
  const state: FieldState = failed ? { values: failed.values, errors: failed.errors } : { values, errors: {} }
  const shown = failed ? null : noticeText(notice, adminEmail)
  const isEditable = !edition || edition.isEditable
  return (
    <>
      <Link to="/admin/newsletter" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">← Newsletter</Link>
      <div className="mt-2">
        <AdminHeader title={!edition ? 'New edition' : isEditable ? 'Edit edition' : edition.subject}
          description={!edition ? 'Write an edition for the newsletter readers, try it on yourself, then send or schedule it.' : isEditable ? edition.subject : `${editionKindLabels[edition.kind]} edition`} />
      </div>
      {failed ? <Message tone="error">{failed.message}</Message> : shown ? <Message tone={shown.tone as 'success' | 'error'}>{shown.text}</Message> : null}
      {isEditable ? <ComposeForm edition={edition} state={state} audience={audience} /> : null}
      {edition && !isEditable && counts ? <DeliveryFacts edition={edition} counts={counts} /> : null}
      {edition && !isEditable && edition.segment ? <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="edition-segment">Sent to a segment: {edition.segment}</p> : null}
      {engagement ? <EditionEngagement engagement={engagement} /> : null}
      {copies ? <Copies copies={copies} /> : null}
      {preview !== null ? <Preview html={preview} adminEmail={adminEmail} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  const error = useAdminRouteError()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <AdminErrorCard
      title={isNotFound ? 'Edition not found' : 'Something went wrong'}
      text={isNotFound ? 'This edition does not exist, or the address is wrong.' : 'The edition could not be loaded or saved. Your last change may not have been saved.'}
      back={{ to: '/admin/newsletter', label: '← Back to Newsletter' }}
    />
  )
}
