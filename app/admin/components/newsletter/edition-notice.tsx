export type NoticeTone = 'success' | 'error'

/** The message for the `notice` an edition's page was redirected with, or null. */
export function noticeText(notice: string | null, adminEmail: string) {
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

/** A success (status) or a refusal (alert) above the edition. */
export function Message({ tone, children }: { tone: NoticeTone; children: string }) {
  return tone === 'error' ? (
    <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200">{children}</p>
  ) : (
    <p role="status" className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200">{children}</p>
  )
}
