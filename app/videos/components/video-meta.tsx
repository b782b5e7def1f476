import { useLanguage, useT } from '../../i18n/i18n'
import { CoverImage } from '../../ui/cover-image'
import { formatCount, formatDuration, videoAge } from '../video-format'
import { videoTypeLabels, type VideoType } from '../video-choices'
import { Badge } from '../../news/components/article-meta'
import { LockIcon } from '../../ui/icons'

/** The length on a thumbnail: visible as 0:26, read out as "Duration 0:26". */
export function DurationBadge({ seconds }: { seconds: number }) {
  const t = useT()
  const time = formatDuration(seconds)
  return (
    <span className="absolute end-2 bottom-2 rounded-md bg-slate-950/85 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
      <span aria-hidden="true">{time}</span>
      <span className="sr-only">{t('videos.duration', { time })}</span>
    </span>
  )
}

/** Today, Yesterday, 3 days ago, 2 weeks ago… (spec §9). */
export function VideoAge({ date, now }: { date: Date | string | null; now: number }) {
  const t = useT()
  if (!date) return null
  const age = videoAge(date, now)
  return <time dateTime={new Date(date).toISOString()}>{t(age.key, { count: age.count })}</time>
}

/** Views and likes as 1.3M views, 48.2K likes. */
export function VideoCounts({ views, likes }: { views: number; likes: number }) {
  const t = useT()
  const language = useLanguage()
  return (
    <>
      <span>{t('videos.views', { count: formatCount(views, language) })}</span>
      <span aria-hidden="true">·</span>
      <span>{t('videos.likes', { count: formatCount(likes, language) })}</span>
    </>
  )
}

export function TypeBadge({ type }: { type: string }) {
  const t = useT()
  const key = videoTypeLabels[type as VideoType]
  return <Badge>{key ? t(key) : type}</Badge>
}

export function PremiumBadge() {
  const t = useT()
  return (
    <Badge tone="premium">
      <LockIcon width={12} height={12} className="me-1" />
      {t('videos.premium')}
    </Badge>
  )
}

/** The thumbnail of a video or playlist (generated covers are 1200×630). */
export function Thumbnail({ src, focus, children }: { src: string | null; focus?: string; children?: React.ReactNode }) {
  return (
    <div className="relative aspect-video shrink-0 overflow-hidden bg-slate-100 dark:bg-slate-800">
      {src ? <CoverImage src={src} focus={focus} /> : null}
      {children}
    </div>
  )
}

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700'
export const upgradeButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-amber-500 px-5 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-400'
