import type { DisplayStatus } from '../../content/content-types'
import { adminTime, Badge } from '../admin-ui'
import { publishStatusLabels } from '../../../content/publish-statuses'

const tones = { draft: 'slate', review: 'amber', changes_requested: 'red', approved: 'blue', scheduled: 'blue', published: 'green', unpublished: 'slate', live: 'green' } as const
const labels = { ...publishStatusLabels, scheduled: 'Scheduled', live: 'Live' } as const

/** Where the item is in the workflow; Scheduled shows its time. */
export function StatusBadge({ status, publishedAt }: { status: DisplayStatus; publishedAt: Date | string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="status">
      <Badge tone={tones[status]}>{labels[status]}</Badge>
      {status === 'scheduled' ? <span className="text-xs text-slate-600 dark:text-slate-400">{adminTime(publishedAt)}</span> : null}
    </span>
  )
}
