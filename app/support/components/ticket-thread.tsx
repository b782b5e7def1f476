import { formatSupportStamp } from '../support-time'

export interface ThreadMessage {
  id: string
  kind: string
  authorName: string
  body: string
  via: string
  createdAt: Date | string
}

interface ThreadLabels {
  /** Who the customer's messages are from, as this reader sees them ("You", or their name). */
  customer: (message: ThreadMessage) => string
  staff: (message: ThreadMessage) => string
  note: string
  byEmail: string
}

const kindClass: Record<string, string> = {
  customer: 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
  staff: 'border-brand-200 bg-brand-50/70 dark:border-brand-500/30 dark:bg-brand-500/10',
  note: 'border-amber-300 bg-amber-50 dark:border-amber-500/40 dark:bg-amber-500/10',
}

/** A ticket's thread, oldest first: the customer's messages, staff replies and (for staff) internal notes. */
export function TicketThread({ messages, labels, language }: { messages: ThreadMessage[]; labels: ThreadLabels; language: string }) {
  return (
    <ol className="space-y-4" data-testid="ticket-thread">
      {messages.map((m) => (
        <li key={m.id} className={`rounded-2xl border p-4 sm:p-5 ${kindClass[m.kind] ?? kindClass.customer}`} data-kind={m.kind}>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold">{m.kind === 'note' ? labels.note : m.kind === 'staff' ? labels.staff(m) : labels.customer(m)}</span>
            <time dateTime={new Date(m.createdAt).toISOString()} className="text-slate-600 dark:text-slate-400">{formatSupportStamp(m.createdAt, language)}</time>
            {m.via === 'email' ? <span className="text-slate-600 dark:text-slate-400">· {labels.byEmail}</span> : null}
          </p>
          <div className="mt-2 text-[0.95rem] leading-relaxed break-words whitespace-pre-line">{m.body}</div>
        </li>
      ))}
    </ol>
  )
}
