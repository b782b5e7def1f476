import { Form, Link } from 'react-router'
import { z } from 'zod'
import { commentFilters, moderationActions, parseCommentFilter } from '../admin/operations/moderation'
import { listCommentsForModeration, moderateComment } from '../admin/operations/moderation.server'
import { isHoldingCommentsForReview, saveSiteSettings } from '../site/settings.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, adminButton } from '../admin/components/admin-ui'
import { ModerationList } from '../admin/components/operations/moderation-list'
import { getDb } from '../db/client.server'
import { appErrorResponse } from '../lib/error-responses.server'
import type { Route } from './+types/admin.comments'
import { parseForm } from '../lib/parse-form.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'comments.moderate')
  const db = getDb()
  const filter = parseCommentFilter(new URL(request.url).searchParams.get('filter'))
  const [list, isHolding] = await Promise.all([listCommentsForModeration(db, { filter }), isHoldingCommentsForReview(db)])
  return { filter, ...list, isHolding }
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('moderate'), commentId: z.uuid(), action: z.enum(moderationActions) }),
  z.object({ intent: z.literal('hold'), isOn: z.enum(['true', 'false']) }),
])

/** Approve, hide, restore or delete a comment; or switch holding new comments for review. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'comments.moderate')
  const parsed = await parseForm(request, actionSchema, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return parsed.reply({ ok: false, error: parsed.message })
  const input = parsed.data
  if (input.intent === 'hold') {
    await saveSiteSettings(getDb(), { actorId: admin.id, settings: { holdCommentsForReview: input.isOn === 'true' } })
    return { ok: true }
  }
  try {
    await moderateComment(getDb(), { actorId: admin.id, commentId: input.commentId, action: input.action })
    return { ok: true }
  } catch (error) {
    return appErrorResponse(error)
  }
}

export const meta = () => [{ title: 'Comments · Admin' }, { name: 'robots', content: 'noindex' }]

const filterLabels = { all: 'All', pending: 'Pending', approved: 'Approved', hidden: 'Hidden' } as const
const emptyTexts = {
  all: 'No comments yet.',
  pending: 'Nothing waits for moderation.',
  approved: 'No approved comments.',
  hidden: 'No hidden comments.',
} as const

export default function AdminComments({ loaderData }: Route.ComponentProps) {
  const { filter, comments, counts, isHolding } = loaderData
  return (
    <div className="space-y-6">
      <AdminHeader title="Comments" description="Pending comments come first. Hidden comments stay stored but no longer appear on the article." />
      <AdminPanel testId="hold-for-review">
        <Form method="post" className="flex flex-wrap items-center justify-between gap-3">
          <input type="hidden" name="intent" value="hold" />
          <input type="hidden" name="isOn" value={String(!isHolding)} />
          <div>
            <p className="font-semibold">Hold new comments for review: {isHolding ? 'On' : 'Off'}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {isHolding
                ? 'New comments by members wait here for approval; only their author sees them meanwhile.'
                : 'New comments appear on the article at once.'}
            </p>
          </div>
          <button type="submit" className={isHolding ? adminButton.secondary : adminButton.primary}>
            {isHolding ? 'Stop holding comments' : 'Hold new comments'}
          </button>
        </Form>
      </AdminPanel>
      <nav aria-label="Comment filter" className="flex flex-wrap gap-2">
        {commentFilters.map((f) => (
          <Link
            key={f}
            to={f === 'all' ? '/admin/comments' : `/admin/comments?filter=${f}`}
            aria-current={f === filter ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
              f === filter ? 'bg-brand-600 text-white' : 'border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
            }`}
          >
            {filterLabels[f]} <span className="tabular-nums opacity-80">({counts[f]})</span>
          </Link>
        ))}
      </nav>
      <ModerationList comments={comments} emptyText={emptyTexts[filter]} />
    </div>
  )
}
