import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation, useRouteError } from 'react-router'
import { z } from 'zod'
import { requireAdmin } from '../accounts/session.server'
import { AdminHeader, AdminPanel, AdminTable, Badge, adminButton, adminInput, adminTime } from '../admin/components/admin-ui'
import { EditorColumns, SideBox, TextInput, type FieldState } from '../admin/components/content/fields'
import { RichTextField } from '../admin/components/content/rich-text-field'
import { htmlBody, parseUtcDateTime, toUtcInput } from '../admin/content/form-fields'
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
  const admin = await requireAdmin(request)
  const db = getDb()
  const id = editionParam(params.id)
  const search = new URL(request.url).searchParams
  const notice = search.get('notice')
  if (!id) {
    return { edition: null, values: { subject: '', body: '', scheduledFor: '' }, audience: await audienceSize(db, 'admin'), counts: null, copies: null, preview: null, adminEmail: admin.email, notice }
  }
  const row = await getEdition(db, id)
  if (!row) throw notFound()
  const copySearch = (search.get('copy') ?? '').trim().slice(0, 100)
  const hasCopies = !editable.includes(row.status)
  const [audience, counts, copies] = await Promise.all([
    audienceSize(db, row.kind),
    deliveryCounts(db, id),
    hasCopies ? editionCopies(db, id, { q: copySearch }).then((found) => ({ q: copySearch, ...found })) : null,
  ])
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
      isEditable: row.kind === 'admin' && editable.includes(row.status),
    },
    values: { subject: row.subject, body: row.body ?? '', scheduledFor: toUtcInput(row.scheduledFor) },
    audience,
    counts,
    copies,
    // The copy the admin would receive, their own links filled in.
    preview: personalise(row, { email: admin.email, recipient: `u:${admin.id}` }).html,
    adminEmail: admin.email,
    notice,
  }
}

const hasText = (html: string) => /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== ''

const written = {
  subject: z
    .string()
    .trim()
    .min(1, 'Write a subject.')
    .max(200, 'The subject must be at most 200 characters.')
    .refine((value) => !/[\r\n]/.test(value), 'The subject must be one line.'),
  body: htmlBody.refine(hasText, 'Write the text of the edition.'),
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
  const admin = await requireAdmin(request)
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
    saved = await saveEditionDraft(db, { id: id ?? undefined, draft: { subject: input.subject, body: input.body }, actorId: admin.id })
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

const statusTones = { draft: 'slate', scheduled: 'blue', sending: 'amber', sent: 'green', cancelled: 'red' } as const
const statusLabels = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' } as const
const kindLabels = { admin: 'Editor', daily_digest: 'Daily digest', weekly_summary: 'Weekly summary', breaking_news: 'Breaking news' } as const

const readers = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'reader' : 'readers'}`

function noticeText(notice: string | null, adminEmail: string) {
  switch (notice) {
    case 'saved': return { tone: 'success', text: 'Draft saved.' }
    case 'preview': return { tone: 'success', text: 'Draft saved. The preview below shows it as a reader receives it.' }
    case 'test': return { tone: 'success', text: `Test sent to ${adminEmail}.` }
    case 'test-failed': return { tone: 'error', text: 'Draft saved, but the test e-mail could not be sent. The outbox in Settings shows why.' }
    case 'sent': return { tone: 'success', text: 'Sending now: the copies go out in the background. Refresh to follow the counts.' }
    case 'scheduled': return { tone: 'success', text: 'Scheduled. It goes out at the time shown; until then you can still change or unschedule it.' }
    case 'unscheduled': return { tone: 'success', text: 'Unscheduled: it is a draft again and will not be sent.' }
    case 'not-scheduled': return { tone: 'error', text: 'Draft saved, but not scheduled: that time has passed. Choose a time in the future.' }
    default: return null
  }
}

function Message({ tone, children }: { tone: 'success' | 'error'; children: string }) {
  return tone === 'error' ? (
    <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200">{children}</p>
  ) : (
    <p role="status" className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200">{children}</p>
  )
}

type EditionView = NonNullable<Route.ComponentProps['loaderData']['edition']>

function ComposeForm({ edition, state, audience }: { edition: EditionView | null; state: FieldState; audience: number }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? 'save') : null
  const isScheduled = edition?.status === 'scheduled'
  const button = (intent: string, label: string, busyLabel: string, tone: keyof typeof adminButton = 'secondary', confirm?: string) => (
    <button type="submit" name="intent" value={intent} className={adminButton[tone]} disabled={busy !== null}
      onClick={confirm ? (event) => { if (!window.confirm(confirm)) event.preventDefault() } : undefined}>
      {busy === intent ? busyLabel : label}
    </button>
  )
  return (
    // Keyed by the edition, so the editor starts again from the saved text when a new draft gets its page.
    <Form method="post" key={edition?.id ?? 'new'} className="mt-6" noValidate>
      <EditorColumns
        main={
          <>
            <TextInput state={state} name="subject" label="Subject" maxLength={200} required testId="edition-subject" />
            <RichTextField state={state} name="body" label="Text" hint="Links and images from this site are made absolute. The footer with the reader's unsubscribe and preferences links is added to every copy." />
          </>
        }
        side={
          <>
            <SideBox title="Edition">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={statusTones[edition?.status ?? 'draft']}>{statusLabels[edition?.status ?? 'draft']}</Badge>
                {isScheduled ? <span className="text-slate-600 dark:text-slate-400">for {adminTime(edition.scheduledFor)}</span> : null}
                {!edition ? <span className="text-slate-500 dark:text-slate-400">Not saved yet</span> : null}
              </div>
              <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="audience">
                Goes to <strong className="tabular-nums">{readers(audience)}</strong>: confirmed subscribers and members who get the newsletter.
              </p>
              <div className="flex flex-wrap gap-2">
                {button('save', isScheduled ? 'Save changes' : 'Save draft', 'Saving…', 'primary')}
                {button('preview', 'Preview', 'Saving…')}
                {button('test', 'Send test to me', 'Sending test…')}
              </div>
            </SideBox>
            <SideBox title="Sending">
              <TextInput state={state} name="scheduledFor" label="Send at (UTC)" type="datetime-local" testId="scheduled-for"
                hint="A time in UTC, for Schedule. Send now ignores it." />
              <div className="flex flex-wrap gap-2">
                {button('schedule', isScheduled ? 'Reschedule' : 'Schedule', 'Scheduling…')}
                {button('send', 'Send now', 'Sending…', 'primary', `Send this edition to ${readers(audience)} now? This cannot be undone.`)}
                {isScheduled ? button('unschedule', 'Unschedule', 'Unscheduling…', 'danger') : null}
              </div>
            </SideBox>
          </>
        }
      />
    </Form>
  )
}

function DeliveryFacts({ edition, counts }: { edition: EditionView; counts: { sent: number; failed: number; waiting: number } }) {
  const facts: [string, string][] = [
    ['Kind', kindLabels[edition.kind]],
    ['Created', adminTime(edition.createdAt)],
    ['Scheduled for', adminTime(edition.scheduledFor)],
    ['Started', adminTime(edition.startedAt)],
    ['Finished', adminTime(edition.sentAt)],
  ]
  const figures: [string, number][] = [['Recipients', edition.recipients], ['Sent', counts.sent], ['Failed', counts.failed], ['Waiting', counts.waiting]]
  return (
    <div className="mt-6">
      <AdminPanel title="Delivery" testId="delivery">
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={statusTones[edition.status]}>{statusLabels[edition.status]}</Badge>
          {edition.status === 'sending' ? <Link to="." className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">Refresh</Link> : null}
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={`count-${label.toLowerCase()}`}>{value.toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {edition.kind === 'admin' && edition.status !== 'cancelled' ? null : (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {edition.kind === 'admin' ? 'A cancelled edition cannot be changed.' : 'Automatic editions are written and sent by the site; they cannot be edited here.'}
          </p>
        )}
      </AdminPanel>
    </div>
  )
}

const copyTones = { pending: 'slate', sending: 'amber', sent: 'green', failed: 'red' } as const
const copyLabels = { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' } as const

function copiesSummary(total: number, shown: number, isSearch: boolean) {
  const n = total.toLocaleString('en-US')
  if (total > shown) return `The first ${shown} of ${n} ${isSearch ? 'matching copies' : 'copies'}, failed ones first. Search for an address to find one.`
  if (isSearch) return `${n} ${total === 1 ? 'copy matches' : 'copies match'}.`
  return `${n} ${total === 1 ? 'copy' : 'copies'}.`
}

/** Whether a reader got the edition: their copy's state, its error, and the message itself. */
function Copies({ copies }: { copies: NonNullable<Route.ComponentProps['loaderData']['copies']> }) {
  const shown = copies.copies.length
  return (
    <section aria-labelledby="copies-heading" id="copies" className="mt-8 scroll-mt-24 space-y-4">
      <h2 id="copies-heading" className="text-xl font-semibold">Copies</h2>
      <Form method="get" role="search" preventScrollReset className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="copy-search" className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">Find a reader's copy</label>
          <input id="copy-search" name="copy" type="search" defaultValue={copies.q} maxLength={100} placeholder="Part of an address" className={adminInput} />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={adminButton.primary}>Find</button>
          {copies.q ? <Link to="." preventScrollReset className={adminButton.secondary}>Clear</Link> : null}
        </div>
      </Form>
      {shown === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {copies.q ? `No copy went to an address containing “${copies.q}”.` : 'This edition has no copies.'}
        </p>
      ) : (
        <AdminTable testId="copies" label="Copies">
          <thead>
            <tr><th>E-mail</th><th>Status</th><th className="text-right">Attempts</th><th>Sent</th><th>Message</th></tr>
          </thead>
          <tbody>
            {copies.copies.map((copy) => (
              <tr key={copy.id} className="align-top">
                <td className="min-w-52 break-words">{copy.email}</td>
                <td>
                  <Badge tone={copyTones[copy.status]}>{copyLabels[copy.status]}</Badge>
                  {copy.error ? <p className="mt-1 min-w-48 text-xs break-words text-red-700 dark:text-red-400">{copy.error}</p> : null}
                </td>
                <td className="text-right tabular-nums">{copy.attempts}</td>
                <td className="whitespace-nowrap">{adminTime(copy.sentAt)}</td>
                <td className="whitespace-nowrap">
                  {copy.emailId ? <Link to={`/admin/emails/${copy.emailId}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">Open e-mail</Link> : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="copies-total">
        {copiesSummary(copies.total, shown, Boolean(copies.q))}
      </p>
    </section>
  )
}

function Preview({ html, adminEmail }: { html: string; adminEmail: string }) {
  return (
    <section id="preview" className="mt-8 scroll-mt-24" aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-xl font-semibold">Preview</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">The saved version, as {adminEmail} would receive it. Links do not open from the preview.</p>
      {/* No scripts and an origin of its own: the e-mail cannot reach the console. */}
      <iframe title="Edition preview" srcDoc={html} sandbox="" referrerPolicy="no-referrer" className="mt-4 h-[44rem] w-full rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800" data-testid="edition-preview" />
    </section>
  )
}

export default function NewsletterEditionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { edition, values, audience, counts, copies, preview, adminEmail, notice } = loaderData
  const failed = actionData && 'values' in actionData ? (actionData as Refusal) : null
  const state: FieldState = failed ? { values: failed.values, errors: failed.errors } : { values, errors: {} }
  const shown = failed ? null : noticeText(notice, adminEmail)
  const isEditable = !edition || edition.isEditable
  return (
    <>
      <Link to="/admin/newsletter" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">← Newsletter</Link>
      <div className="mt-2">
        <AdminHeader title={!edition ? 'New edition' : isEditable ? 'Edit edition' : edition.subject}
          description={!edition ? 'Write an edition for the newsletter readers, try it on yourself, then send or schedule it.' : isEditable ? edition.subject : `${kindLabels[edition.kind]} edition`} />
      </div>
      {failed ? <Message tone="error">{failed.message}</Message> : shown ? <Message tone={shown.tone as 'success' | 'error'}>{shown.text}</Message> : null}
      {isEditable ? <ComposeForm edition={edition} state={state} audience={audience} /> : null}
      {edition && !isEditable && counts ? <DeliveryFacts edition={edition} counts={counts} /> : null}
      {copies ? <Copies copies={copies} /> : null}
      {preview !== null ? <Preview html={preview} adminEmail={adminEmail} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403) throw error
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <section className="rounded-2xl border border-slate-200 p-8 text-center dark:border-slate-800">
      <h1 className="font-serif text-3xl font-bold">{isNotFound ? 'Edition not found' : 'Something went wrong'}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {isNotFound ? 'This edition does not exist, or the address is wrong.' : 'The edition could not be loaded or saved. Your last change may not have been saved.'}
      </p>
      <Link to="/admin/newsletter" className="mt-6 inline-flex font-semibold text-brand-700 hover:underline dark:text-brand-300">← Back to Newsletter</Link>
    </section>
  )
}
