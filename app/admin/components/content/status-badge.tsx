import type { DisplayStatus } from '../../content/content-types'
import { adminTime, Badge } from '../admin-ui'

const tones = { draft: 'slate', review: 'amber', scheduled: 'blue', published: 'green', live: 'green' } as const
const labels = { draft: 'Draft', review: 'In review', scheduled: 'Scheduled', published: 'Published', live: 'Live' } as const

/** The state readers see: Draft, In review, Scheduled (with its time), Published or Live. */
export function StatusBadge({ status, publishedAt }: { status: DisplayStatus; publishedAt: Date | string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="status">
      <Badge tone={tones[status]}>{labels[status]}</Badge>
      {status === 'scheduled' ? <span className="text-xs text-slate-600 dark:text-slate-400">{adminTime(publishedAt)}</span> : null}
    </span>
  )
}
