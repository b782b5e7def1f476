import { Link, useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import { formatCount } from '../format'
import { HeartIcon } from './video-icons'

const buttonClass =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold transition-colors hover:bg-slate-100 aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-500/15 dark:aria-pressed:text-brand-300'

/**
 * Like for members (answers at once, then the server's count); visitors get a link to log
 * in and come back. Posts to the video page's action, so it works without JavaScript too.
 */
export function VideoLikeButton({ likes, isLiked, isSignedIn, returnTo }: { likes: number; isLiked: boolean; isSignedIn: boolean; returnTo: string }) {
  const t = useT()
  const fetcher = useFetcher<{ likes: number }>({ key: 'video-like' })
  if (!isSignedIn) {
    return (
      <Link to={`/login?redirect=${encodeURIComponent(returnTo)}`} className={buttonClass} data-testid="like-login">
        <HeartIcon /> {t('videos.signInToLike')} <span className="tabular-nums">{formatCount(likes)}</span>
      </Link>
    )
  }
  const pending = fetcher.formData ? fetcher.formData.get('isOn') === 'true' : null
  const liked = pending ?? isLiked
  const count = pending === null ? (fetcher.data?.likes ?? likes) : likes + (pending === isLiked ? 0 : pending ? 1 : -1)
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="isOn" value={String(!liked)} />
      <button type="submit" className={buttonClass} aria-pressed={liked} data-testid="like-button">
        <HeartIcon fill={liked ? 'currentColor' : 'none'} />
        <span>{liked ? t('videos.liked') : t('videos.like')}</span>
        <span className="tabular-nums" data-testid="like-count">{formatCount(count)}</span>
      </button>
    </fetcher.Form>
  )
}
