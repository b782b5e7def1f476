import { useLanguage, useT } from '../../i18n/i18n'
import { formatNewsDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import { ClockIcon, EyeIcon, LockIcon } from '../../ui/icons'
import { IconLabel } from '../../ui/icon-label'

export function NewsDate({ date, now }: { date: Date | string | null; now: number }) {
  const t = useT()
  const language = useLanguage()
  if (!date) return null
  const formatted = formatNewsDate(date, language, new Date(now))
  const text =
    formatted.kind === 'justNow'
      ? t('date.justNow')
      : formatted.kind === 'hoursAgo'
        ? t('date.hoursAgo', { hours: formatted.hours })
        : formatted.kind === 'yesterday'
          ? t('date.yesterday')
          : formatted.text
  return <time dateTime={new Date(date).toISOString()}>{text}</time>
}

export function ReadingTime({ minutes }: { minutes: number }) {
  const t = useT()
  return <IconLabel icon={ClockIcon}>{t('article.minRead', { minutes })}</IconLabel>
}

export function ViewCount({ views }: { views: number }) {
  const t = useT()
  const language = useLanguage()
  return <IconLabel icon={EyeIcon}>{t('article.views', { count: formatCount(views, language) })}</IconLabel>
}

export function Badge({ children, tone = 'neutral' }: { children: React.ReactNode; tone?: 'neutral' | 'premium' | 'ai' | 'sponsored' }) {
  const tones = {
    neutral: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
    premium: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
    ai: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-300',
    sponsored: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  }
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  )
}

/** An article's badges on every card: category, Premium, AI Generated and Sponsored. */
export function ArticleBadges({ article }: { article: { categoryName: string | null; isPremium: boolean; isAiGenerated: boolean; isSponsored: boolean } }) {
  const t = useT()
  return (
    <div className="flex flex-wrap items-center gap-2">
      {article.categoryName ? <Badge>{article.categoryName}</Badge> : null}
      {article.isPremium ? (
        <Badge tone="premium">
          <LockIcon width={12} height={12} className="me-1" />
          {t('article.premium')}
        </Badge>
      ) : null}
      {article.isAiGenerated ? <Badge tone="ai">{t('article.aiGenerated')}</Badge> : null}
      {article.isSponsored ? <Badge tone="sponsored">{t('article.sponsored')}</Badge> : null}
    </div>
  )
}
