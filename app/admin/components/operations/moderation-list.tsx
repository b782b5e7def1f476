import { Link, useFetcher } from 'react-router'
import { AdminPanel, Badge, adminButton, adminTime } from '../admin-ui'

type ModeratedComment = {
  id: string
  content: string
  createdAt: Date | string
  status: 'pending' | 'approved' | 'hidden'
  authorName: string | null
  authorEmail: string | null
  articleTitle: string
  articleSlug: string
}

const statusBadge = {
  pending: { label: 'Pending', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  hidden: { label: 'Hidden', tone: 'red' },
} as const

const actionsFor = {
  pending: ['approve', 'hide', 'delete'],
  approved: ['hide', 'delete'],
  hidden: ['restore', 'delete'],
} as const

const labels = { approve: 'Approve', hide: 'Hide', restore: 'Restore', delete: 'Delete' } as const

function CommentRow({ comment }: { comment: ModeratedComment }) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>()
  const busy = fetcher.state !== 'idle'
  const badge = statusBadge[comment.status]
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="moderated-comment">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <span className="font-semibold">{comment.authorName ?? 'Former member'}</span>
        {comment.authorEmail ? <span className="break-all text-slate-600 dark:text-slate-400">{comment.authorEmail}</span> : null}
        <span className="text-slate-600 dark:text-slate-400">{adminTime(comment.createdAt)}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        on <Link to={`/news/${comment.articleSlug}`} className="font-medium text-brand-600 hover:underline dark:text-brand-300">{comment.articleTitle}</Link>
      </p>
      <p className="mt-2 break-words whitespace-pre-line">{comment.content}</p>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="moderate" />
        <input type="hidden" name="commentId" value={comment.id} />
        {actionsFor[comment.status].map((action) => (
          <button
            key={action}
            type="submit"
            name="action"
            value={action}
            disabled={busy}
            className={`${action === 'delete' ? adminButton.danger : action === 'approve' ? adminButton.primary : adminButton.secondary} px-3 py-1 text-xs`}
            aria-label={`${labels[action]} comment by ${comment.authorName ?? 'former member'}`}
          >
            {labels[action]}
          </button>
        ))}
      </fetcher.Form>
      {fetcher.data && !fetcher.data.ok ? <p className="mt-2 text-sm text-red-600 dark:text-red-400" role="alert">{fetcher.data.error}</p> : null}
    </li>
  )
}

export function ModerationList({ comments, emptyText }: { comments: ModeratedComment[]; emptyText: string }) {
  return (
    <AdminPanel testId="moderation-list">
      {comments.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {comments.map((comment) => <CommentRow key={comment.id} comment={comment} />)}
        </ul>
      )}
    </AdminPanel>
  )
}
