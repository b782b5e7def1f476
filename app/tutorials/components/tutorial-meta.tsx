import { useLanguage, useT } from '../../i18n/i18n'
import { formatCount, formatHoursMinutes } from '../../lib/format'
import { categorySlugOf, type TutorialDifficulty } from '../tutorial-choices'
import { ClockIcon, EyeIcon, HeartIcon, LockIcon } from '../../ui/icons'

const difficultyTones: Record<TutorialDifficulty, string> = {
  beginner: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-300',
  intermediate: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-300',
  advanced: 'bg-rose-100 text-rose-900 dark:bg-rose-400/15 dark:text-rose-300',
}

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold'

const isDifficulty = (value: string): value is TutorialDifficulty => value in difficultyTones

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const t = useT()
  if (!isDifficulty(difficulty)) return null
  return <span className={`${pill} ${difficultyTones[difficulty]}`}>{t(`tutorials.level.${difficulty}`)}</span>
}

/** The category's name in the reader's language (the stored English name when unknown). */
export function useCategoryLabel() {
  const t = useT()
  return (category: string) => {
    const slug = categorySlugOf(category)
    return slug ? t(`tutorials.cat.${slug}`) : category
  }
}

export function CategoryBadge({ category }: { category: string }) {
  const label = useCategoryLabel()
  return (
    <span className={`${pill} bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300`}>{label(category)}</span>
  )
}

export function PremiumBadge() {
  const t = useT()
  return (
    <span className={`${pill} bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300`} data-testid="premium-badge">
      <LockIcon width={12} height={12} />
      {t('tutorials.premium')}
    </span>
  )
}

export function TimeLabel({ minutes }: { minutes: number }) {
  const t = useT()
  const language = useLanguage()
  const time = formatHoursMinutes(minutes, language)
  return (
    <span className="inline-flex items-center gap-1" title={t('tutorials.estimatedTime', { time })}>
      <ClockIcon width={14} height={14} />
      <span className="sr-only">{t('tutorials.estimatedTime', { time })}</span>
      <span aria-hidden="true">{time}</span>
    </span>
  )
}

export function ViewsLabel({ views }: { views: number }) {
  const t = useT()
  const language = useLanguage()
  return (
    <span className="inline-flex items-center gap-1">
      <EyeIcon width={14} height={14} />
      {t('tutorials.views', { count: formatCount(views, language) })}
    </span>
  )
}

export function LikesLabel({ likes }: { likes: number }) {
  const t = useT()
  const language = useLanguage()
  return (
    <span className="inline-flex items-center gap-1" data-testid="likes-label">
      <HeartIcon width={14} height={14} />
      {t('tutorials.likes', { count: formatCount(likes, language) })}
    </span>
  )
}
