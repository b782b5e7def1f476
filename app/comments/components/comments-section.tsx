import { useEffect, useRef, useState } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { useT } from '../../i18n/i18n'
import { useRootData } from '../../shell/root-data'
import { relativeTime } from '../../lib/dates'
import { inputClass, primaryButtonClass } from '../../ui/forms'
import { IdempotencyField } from '../../ui/idempotency-field'

interface Comment {
  id: string
  content: string
  createdAt: Date | string
  userId: string | null
  authorName: string | null
  /** The viewer's own comment that a moderator has not approved yet. */
  isPending?: boolean
}

function PendingNote() {
  const t = useT()
  return (
    <p className="mt-1 text-sm text-amber-800 dark:text-amber-300" data-testid="comment-pending">
      <span className="font-semibold">{t('comments.pending')}</span> · {t('comments.pendingHint')}
    </p>
  )
}

const COMMENT_MAX = 5000

/** The discussion: readers post plain text; on a premium article they cannot read (`isLocked`), an upgrade prompt. */
export function CommentsSection({
  comments,
  userId,
  isLocked = false,
  now,
}: {
  comments: Comment[]
  userId: string | null
  isLocked?: boolean
  now: number
}) {
  const t = useT()
  const location = useLocation()
  const fetcher = useFetcher<{ ok: boolean; error?: string }>({ key: 'comment' })
  const remove = useFetcher()
  const form = useRef<HTMLFormElement>(null)
  const isPosting = fetcher.state !== 'idle'
  const viewerName = useRootData()?.user?.name ?? null
  // A comment held for review is not in the list the page reloads; keep showing it to its author.
  const [posted, setPosted] = useState<{ content: string; at: number } | null>(null)
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) form.current?.reset()
  }, [fetcher.state, fetcher.data])
  const held = fetcher.state === 'idle' && fetcher.data?.ok ? posted : null
  const shown = held && !comments.some((c) => c.userId === userId && c.content === held.content)
    ? [{ id: 'held', content: held.content, createdAt: new Date(held.at), userId, authorName: viewerName, isPending: true }, ...comments]
    : comments
  return (
    <section id="comments" className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-800" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="font-serif text-2xl font-bold">{t('comments.title', { count: shown.length })}</h2>
      {userId && isLocked ? (
        <p className="mt-6 rounded-xl bg-amber-50 px-4 py-3 dark:bg-amber-400/10" data-testid="comments-upgrade">
          <Link to="/subscription" className="font-semibold text-amber-800 hover:underline dark:text-amber-300">
            {t('comments.upgrade')}
          </Link>{' '}
          {t('comments.upgradePrompt')}
        </p>
      ) : userId ? (
        <fetcher.Form
          method="post" ref={form} className="mt-6 space-y-3"
          onSubmit={(event) => setPosted({ content: String(new FormData(event.currentTarget).get('content') ?? '').trim(), at: Date.now() })}
        >
          <input type="hidden" name="intent" value="comment" />
          <IdempotencyField />
          <label htmlFor="comment-body" className="sr-only">{t('comments.label')}</label>
          <textarea
            id="comment-body" name="content" rows={4} required maxLength={COMMENT_MAX}
            placeholder={t('comments.placeholder')} className={inputClass}
            aria-invalid={fetcher.data?.error ? true : undefined}
          />
          {fetcher.data?.error ? <p className="text-sm text-red-600 dark:text-red-400" role="alert">{fetcher.data.error}</p> : null}
          <button type="submit" className={primaryButtonClass} disabled={isPosting}>
            {isPosting ? t('comments.posting') : t('comments.post')}
          </button>
        </fetcher.Form>
      ) : (
        <p className="mt-6 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
          <Link to={`/login?redirect=${encodeURIComponent(location.pathname + '#comments')}`} className="font-semibold text-brand-600 hover:underline dark:text-brand-300">
            {t('nav.login')}
          </Link>{' '}
          {t('comments.loginPrompt')}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="mt-8 text-slate-600 dark:text-slate-400">{t('comments.empty')}</p>
      ) : (
        <ul className="mt-8 space-y-6" data-testid="comments">
          {shown.map((comment) => {
            const time = relativeTime(comment.createdAt, now)
            const name = comment.authorName ?? t('comments.deletedUser')
            return (
              <li key={comment.id} id={`comment-${comment.id}`} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-bold text-slate-700 dark:bg-slate-700 dark:text-slate-200" aria-hidden="true">
                  {name.slice(0, 1).toUpperCase()}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-semibold">{name}</span>{' '}
                    <span className="text-slate-500 dark:text-slate-400">· {t(time.key, { count: time.value })}</span>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-line">{comment.content}</p>
                  {comment.isPending ? <PendingNote /> : null}
                  {userId && comment.userId === userId && comment.id !== 'held' ? (
                    <remove.Form method="post" className="mt-1">
                      <input type="hidden" name="intent" value="delete-comment" />
                      <input type="hidden" name="commentId" value={comment.id} />
                      <button type="submit" className="text-sm text-red-600 hover:underline dark:text-red-400">{t('comments.delete')}</button>
                    </remove.Form>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
