import { useState } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import { formatCount } from '../../lib/format'
import { BookmarkIcon, HeartIcon, ShareIcon } from '../../ui/icons'

const buttonClass =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-500/15 dark:aria-pressed:text-brand-300'

/**
 * Like, save and share. Like and save answer at once (optimistic) and are disabled for
 * visitors; liking a premium article the reader cannot read (`isLocked`) waits for an upgrade.
 */
export function EngagementBar({
  likes,
  isLiked,
  isBookmarked,
  isSignedIn,
  isLocked = false,
  title,
}: {
  likes: number
  isLiked: boolean
  isBookmarked: boolean
  isSignedIn: boolean
  isLocked?: boolean
  title: string
}) {
  const t = useT()
  const like = useFetcher<{ likes: number }>({ key: 'like' })
  const bookmark = useFetcher({ key: 'bookmark' })
  const [shareMessage, setShareMessage] = useState<string | null>(null)
  const pendingLike = like.formData ? like.formData.get('isOn') === 'true' : null
  const liked = pendingLike ?? isLiked
  const likeCount = pendingLike === null ? (like.data?.likes ?? likes) : likes + (pendingLike === isLiked ? 0 : pendingLike ? 1 : -1)
  const saved = bookmark.formData ? bookmark.formData.get('isOn') === 'true' : isBookmarked
  const signInHint = isSignedIn ? undefined : t('engage.signInToUse')

  async function share() {
    const url = window.location.href
    try {
      if (navigator.share) {
        await navigator.share({ title, url })
        return
      }
      await navigator.clipboard.writeText(url)
      setShareMessage(t('engage.linkCopied'))
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setShareMessage(t('engage.copyFailed'))
    }
    setTimeout(() => setShareMessage(null), 3000)
  }

  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="engagement">
      <like.Form method="post">
        <input type="hidden" name="intent" value="like" />
        <input type="hidden" name="isOn" value={String(!liked)} />
        <button
          type="submit" className={buttonClass} aria-pressed={liked} disabled={!isSignedIn || isLocked}
          title={signInHint ?? (isLocked ? t('engage.upgradeToLike') : undefined)} data-testid="like-button"
        >
          <HeartIcon fill={liked ? 'currentColor' : 'none'} />
          <span>{liked ? t('engage.liked') : t('engage.like')}</span>
          <span className="tabular-nums" data-testid="like-count">{formatCount(likeCount)}</span>
        </button>
      </like.Form>
      <bookmark.Form method="post">
        <input type="hidden" name="intent" value="bookmark" />
        <input type="hidden" name="isOn" value={String(!saved)} />
        <button type="submit" className={buttonClass} aria-pressed={saved} disabled={!isSignedIn} title={signInHint} data-testid="save-button">
          <BookmarkIcon fill={saved ? 'currentColor' : 'none'} />
          {saved ? t('engage.saved') : t('engage.save')}
        </button>
      </bookmark.Form>
      <button type="button" className={buttonClass} onClick={share}>
        <ShareIcon /> {t('engage.share')}
      </button>
      <span role="status" aria-live="polite" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
        {shareMessage}
      </span>
    </div>
  )
}
