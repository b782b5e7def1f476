import type { MessageKey } from '../../i18n/en'
import type { LikeKind } from '../like-kinds'

const buttonBase =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold transition-colors hover:bg-slate-100 disabled:cursor-not-allowed dark:border-slate-700 dark:hover:bg-slate-800'

/** The pill buttons of the article and video pages (the article's save and share buttons too). */
export const brandButtonClass = `${buttonBase} disabled:border-dashed disabled:text-slate-600 dark:disabled:text-slate-400 aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 dark:aria-pressed:bg-brand-500/15 dark:aria-pressed:text-brand-300`

const roseButtonClass = `${buttonBase} disabled:border-dashed disabled:text-slate-600 dark:disabled:text-slate-400 aria-pressed:border-rose-400 aria-pressed:bg-rose-50 aria-pressed:text-rose-800 dark:aria-pressed:bg-rose-400/15 dark:aria-pressed:text-rose-200`

/**
 * What a visitor gets instead of a working button: `hint`, the disabled button with a tooltip
 * (the article's bar, where save is disabled the same way); `link`, the disabled button and a
 * link to log in beside it; `login`, a link to log in drawn as the button, with the count.
 */
export type VisitorLook = { mode: 'hint' | 'link' | 'login'; text: MessageKey }

export interface LikeLook {
  /** The page whose action takes the like. */
  path: (slug: string) => string
  className: string
  iconSize: number
  like: MessageKey
  liked: MessageKey
  visitor: VisitorLook
  /** Why the button is disabled on an item the reader cannot open, where it is shown at all. */
  locked?: MessageKey
}

const rose = { className: roseButtonClass, iconSize: 18 }
const brand = { className: brandButtonClass, iconSize: 20 }
/** Each section words its own button ("Like"/"Liked" in English, "Me gusta"/"Te gusta" in Spanish). */
const texts = (section: 'engage' | 'tutorials' | 'videos' | 'podcasts') => ({ like: `${section}.like`, liked: `${section}.liked` }) as const

/**
 * How each page shows its like button. The pages' addresses are written out here rather than
 * imported from the features, which render this button and so already import this module.
 */
export const likeLooks: Record<LikeKind, LikeLook> = {
  article: {
    ...brand,
    ...texts('engage'),
    path: (slug) => `/news/${slug}`,
    visitor: { mode: 'hint', text: 'engage.signInToUse' },
    locked: 'engage.upgradeToLike',
  },
  tutorial: { ...rose, ...texts('tutorials'), path: (slug) => `/tutorials/${slug}`, visitor: { mode: 'link', text: 'tutorials.loginToLike' } },
  video: { ...brand, ...texts('videos'), path: (slug) => `/videos/${slug}`, visitor: { mode: 'login', text: 'videos.signInToLike' } },
  podcast: { ...rose, ...texts('podcasts'), path: (slug) => `/podcasts/${encodeURIComponent(slug)}`, visitor: { mode: 'link', text: 'podcasts.loginToLike' } },
}
