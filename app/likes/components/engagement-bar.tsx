import { useState } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import { BookmarkIcon, ShareIcon } from '../../ui/icons'
import { LikeButton } from './like-button'
import { brandButtonClass as buttonClass } from './like-looks'

/**
 * Like, save and share. Like and save answer at once (optimistic) and are disabled for
 * visitors; liking a premium article the reader cannot read (`isLocked`) waits for an upgrade.
 */
export function EngagementBar({
  slug,
  likes,
  isLiked,
  isBookmarked,
  isSignedIn,
  isLocked = false,
  title,
}: {
  slug: string
  likes: number
  isLiked: boolean
  isBookmarked: boolean
  isSignedIn: boolean
  isLocked?: boolean
  title: string
}) {
  const t = useT()
  const bookmark = useFetcher({ key: 'bookmark' })
  const [shareMessage, setShareMessage] = useState<string | null>(null)
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
      <LikeButton kind="article" slug={slug} likes={likes} isLiked={isLiked} isSignedIn={isSignedIn} isLocked={isLocked} />
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
