import { data, Form, Link, useNavigation } from 'react-router'
import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { useLanguage, useT } from '../i18n/i18n'
import { readerAnswer } from '../i18n/reader-message.server'
import { textKey } from '../i18n/text-keys'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { titleMeta } from '../seo/meta'
import { BackLink } from '../ui/back-link'
import { FormMessage, primaryButtonClass, secondaryButtonClass } from '../ui/forms'
import { TextAreaField } from '../ui/select-field'
import { TicketThread } from '../support/components/ticket-thread'
import { ticketStatusKey } from '../support/components/ticket-status'
import { rateTicket } from '../support/ratings.server'
import { formatSupportTime } from '../support/support-time'
import { customerTicket } from '../support/ticket-view.server'
import { addCustomerReply, ticketMissing } from '../support/tickets.server'
import type { Route } from './+types/support.tickets.$number'

/** The ticket for its member (signed in) or for whoever holds its signed link (`?token=`); anything else is a 404. */
async function openTicket(request: Request, number: string | undefined) {
  const token = new URL(request.url).searchParams.get('token')
  const user = await getUser(request)
  try {
    const parsed = Number(number)
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 999_999_999) throw ticketMissing()
    return { ...(await customerTicket(getDb(), { number: parsed, userId: user?.id ?? null, token: token && token.length <= 60 ? token : null })), token, user }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ticket, messages, token } = await openTicket(request, params.number)
  return { ticket, messages, token }
}

const ticketForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('reply'), body: z.string().trim().min(1, textKey('answers.support.replyRequired')).max(10_000, textKey('answers.support.replyTooLong')) }),
  z.object({ intent: z.literal('rate'), rating: z.enum(['1', '5']) }),
])

/** The customer answers (the ticket opens again if it waited for them), or rates a resolved ticket. */
export async function action({ request, params }: Route.ActionArgs) {
  const { ticket, user } = await openTicket(request, params.number)
  const parsed = await parseForm(request, ticketForm)
  if (!parsed.ok) return parsed.reply({ notice: null as string | null, message: parsed.message })
  const db = getDb()
  if (parsed.data.intent === 'rate') {
    if (!(await rateTicket(db, { ticketId: ticket.id, rating: Number(parsed.data.rating) as 1 | 5 }))) {
      return data({ notice: null, message: readerAnswer('answers.support.notRateable'), errors: {}, values: {} }, { status: 409 })
    }
    return { notice: readerAnswer('support.ticket.rated'), message: null, errors: {}, values: {} }
  }
  const added = await addCustomerReply(db, { ticketId: ticket.id, body: parsed.data.body, via: 'web', authorId: user?.id === ticket.requesterId ? user.id : null })
  if (!added) return data({ notice: null, message: readerAnswer('answers.support.closed'), errors: {}, values: parsed.values }, { status: 409 })
  return { notice: readerAnswer('support.ticket.sent'), message: null, errors: {}, values: {} }
}

export const meta: Route.MetaFunction = ({ matches }) => [...titleMeta(matches, 'title.supportRequest'), { name: 'robots', content: 'noindex' }]

/** A support request as its customer sees it: status, expected reply, the thread (no staff notes), a reply form and, once resolved, a rating. */
export default function SupportTicket({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const language = useLanguage()
  const navigation = useNavigation()
  const { ticket, messages, token } = loaderData
  const isWaitingForStaff = ticket.status === 'new' || ticket.status === 'open'
  const isClosed = ticket.status === 'closed' || ticket.status === 'spam'
  const values: Record<string, string> = actionData?.values ?? {}
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      {token ? null : <BackLink to="/profile?tab=support">{t('support.ticket.back')}</BackLink>}
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('support.ticket.heading', { number: ticket.number })}</p>
        <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight break-words">{ticket.subject}</h1>
        <p className="mt-2 text-sm">
          <span className="font-semibold" data-testid="ticket-status">{t(ticketStatusKey(ticket.status))}</span>
          {isWaitingForStaff ? <span className="text-slate-600 dark:text-slate-400"> · {t('support.ticket.replyBy', { time: formatSupportTime(ticket.dueAt, language) })}</span> : null}
          {ticket.status === 'pending' ? <span className="text-slate-600 dark:text-slate-400"> · {t('support.ticket.waitingForYou')}</span> : null}
        </p>
      </header>
      {actionData?.notice ? <FormMessage tone="success">{actionData.notice}</FormMessage> : null}
      {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
      <TicketThread
        messages={messages}
        language={language}
        labels={{ customer: (m) => (m.authorName === ticket.requesterName ? t('support.ticket.you') : m.authorName), staff: (m) => `${m.authorName} · ${t('support.ticket.team')}`, note: '', byEmail: t('support.ticket.byEmail') }}
      />
      {ticket.status === 'resolved' && !ticket.rating ? (
        <Form method="post" className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
          <input type="hidden" name="intent" value="rate" />
          <p className="font-medium">{t('support.ticket.rateQuestion')}</p>
          <button type="submit" name="rating" value="5" className={primaryButtonClass}>{t('support.ticket.rateGood')}</button>
          <button type="submit" name="rating" value="1" className={secondaryButtonClass}>{t('support.ticket.rateBad')}</button>
        </Form>
      ) : null}
      {isClosed ? (
        <p className="rounded-2xl border border-slate-200 p-4 text-slate-700 dark:border-slate-800 dark:text-slate-300">
          {t('support.ticket.closedNote')} <Link to="/contact" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('support.new.title')}</Link>
        </p>
      ) : (
        <Form method="post" className="space-y-3" key={actionData?.notice ?? 'reply'}>
          <input type="hidden" name="intent" value="reply" />
          <TextAreaField label={t('support.ticket.reply')} name="body" required maxLength={10_000} rows={5} defaultValue={values.body} error={actionData && 'errors' in actionData ? (actionData.errors as Record<string, string>).body : undefined} />
          <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>{t('support.ticket.send')}</button>
        </Form>
      )}
    </div>
  )
}
