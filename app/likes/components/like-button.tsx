import { Link, useFetcher } from 'react-router'
import { useLanguage, useT } from '../../i18n/i18n'
import { formatCount } from '../../lib/format'
import { HeartIcon } from '../../ui/icons'
import type { LikeKind } from '../like-kinds'
import { likeLooks } from './like-looks'

const loginLinkClass = 'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300'

interface LikeButtonProps {
  kind: LikeKind
  slug: string
  likes: number
  isLiked: boolean
  isSignedIn: boolean
  /** A premium item the reader cannot open: the button waits for an upgrade. */
  isLocked?: boolean
}

/**
 * The like button of every page: a POST form to the item's page (so it works without
 * JavaScript) that answers at once with JavaScript, showing the clicked state and count
 * before the server's count arrives. Visitors are sent to log in (see `VisitorLook`).
 */
export function LikeButton({ kind, slug, likes, isLiked, isSignedIn, isLocked = false }: LikeButtonProps) {
  const t = useT()
  const language = useLanguage()
  const look = likeLooks[kind]
  // One fetcher per item, so a count answered for one page never shows on another.
  const like = useFetcher<{ likes: number }>({ key: `${kind}-like-${slug}` })
  const pending = like.formData ? like.formData.get('isOn') === 'true' : null
  const liked = pending ?? isLiked
  const count = pending === null ? (like.data?.likes ?? likes) : likes + (pending === isLiked ? 0 : pending ? 1 : -1)
  const path = look.path(slug)
  const loginPath = `/login?redirect=${encodeURIComponent(path)}`
  const visitor = isSignedIn ? null : look.visitor
  if (visitor?.mode === 'login') {
    return (
      <Link to={loginPath} className={look.className} data-testid="like-login">
        <HeartIcon width={look.iconSize} height={look.iconSize} /> {t(visitor.text)} <span className="tabular-nums">{formatCount(likes, language)}</span>
      </Link>
    )
  }
  const title = visitor?.mode === 'hint' ? t(visitor.text) : isLocked && look.locked ? t(look.locked) : undefined
  return (
    <div className="flex flex-wrap items-center gap-3">
      <like.Form method="post" action={path}>
        <input type="hidden" name="intent" value="like" />
        <input type="hidden" name="isOn" value={String(!liked)} />
        <button
          type="submit"
          className={look.className}
          aria-pressed={liked}
          disabled={visitor !== null || isLocked}
          title={title}
          data-testid="like-button"
        >
          <HeartIcon width={look.iconSize} height={look.iconSize} fill={liked ? 'currentColor' : 'none'} />
          <span>{liked ? t(look.liked) : t(look.like)}</span>
          <span className="tabular-nums" data-testid="like-count">{formatCount(count, language)}</span>
        </button>
      </like.Form>
      {visitor?.mode === 'link' ? (
        <Link to={loginPath} className={loginLinkClass}>
          {t(visitor.text)}
        </Link>
      ) : null}
    </div>
  )
}
