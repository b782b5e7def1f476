import { Link, useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import { formatCount } from '../../lib/format'
import { HeartIcon } from '../../ui/icons'

/**
 * The like button: a POST form (works without JavaScript) that answers at once with
 * JavaScript (optimistic). Visitors see it disabled with a link to log in.
 */
export function TutorialLike({ slug, likes, isLiked, isSignedIn }: { slug: string; likes: number; isLiked: boolean; isSignedIn: boolean }) {
  const t = useT()
  const like = useFetcher<{ likes: number }>({ key: `tutorial-like-${slug}` })
  const pending = like.formData ? like.formData.get('isOn') === 'true' : null
  const liked = pending ?? isLiked
  const count = pending === null ? (like.data?.likes ?? likes) : likes + (pending === isLiked ? 0 : pending ? 1 : -1)
  return (
    <div className="flex flex-wrap items-center gap-3">
      <like.Form method="post">
        <input type="hidden" name="intent" value="like" />
        <input type="hidden" name="isOn" value={String(!liked)} />
        <button
          type="submit"
          aria-pressed={liked}
          disabled={!isSignedIn}
          data-testid="like-button"
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:border-rose-400 aria-pressed:bg-rose-50 aria-pressed:text-rose-800 dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-rose-400/15 dark:aria-pressed:text-rose-200"
        >
          <HeartIcon width={18} height={18} fill={liked ? 'currentColor' : 'none'} />
          <span>{liked ? t('tutorials.liked') : t('tutorials.like')}</span>
          <span className="tabular-nums" data-testid="like-count">{formatCount(count)}</span>
        </button>
      </like.Form>
      {isSignedIn ? null : (
        <Link
          to={`/login?redirect=${encodeURIComponent(`/tutorials/${slug}`)}`}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t('tutorials.loginToLike')}
        </Link>
      )}
    </div>
  )
}
