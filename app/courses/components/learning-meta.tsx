import { useLanguage, useT } from '../../i18n/i18n'
import { formatHoursMinutes } from '../../lib/format'
import { IconLabel } from '../../ui/icon-label'
import { CategoryPill, LevelPill, PremiumPill } from '../../ui/pills'
import { educationCategorySlugOf } from '../course-choices'
import { BookIcon, ClockIcon, StarIcon } from './learning-icons'

export function LevelBadge({ level }: { level: string }) {
  const t = useT()
  return <LevelPill level={level} labelOf={(known) => t(`education.level.${known}`)} />
}

/** The category's name in the reader's language (the stored English name when unknown). */
export function useCategoryLabel() {
  const t = useT()
  return (category: string) => {
    const slug = educationCategorySlugOf(category)
    return slug ? t(`education.cat.${slug}`) : category
  }
}

export function CategoryBadge({ category }: { category: string }) {
  const label = useCategoryLabel()
  return <CategoryPill>{label(category)}</CategoryPill>
}

export function PremiumBadge() {
  const t = useT()
  return <PremiumPill label={t('education.premium')} />
}

export function DurationLabel({ minutes }: { minutes: number }) {
  const t = useT()
  const language = useLanguage()
  const time = formatHoursMinutes(minutes, language)
  return (
    <IconLabel icon={ClockIcon} testId="course-duration">
      <span className="sr-only">{t('education.duration', { time })}</span>
      <span aria-hidden="true">{time}</span>
    </IconLabel>
  )
}

/** "1 lesson", "5 lessons". */
function useLessonsLabel() {
  const t = useT()
  return (count: number) => (count === 1 ? t('education.lessonsOne') : t('education.lessons', { count }))
}

export function LessonsLabel({ count }: { count: number }) {
  const label = useLessonsLabel()
  return (
    <IconLabel icon={BookIcon} testId="course-lessons">
      {label(count)}
    </IconLabel>
  )
}

/** The average rating with one decimal and how many rated, e.g. "4.8 (2,140)". */
export function RatingLabel({ rating, count }: { rating: number; count: number }) {
  const t = useT()
  if (count === 0) return <span className="text-slate-600 dark:text-slate-300">{t('education.noRatings')}</span>
  const value = rating.toFixed(1)
  const label = t('education.ratingLabel', { rating: value, count: count.toLocaleString('en-US') })
  return (
    <span className="inline-flex items-center gap-1" data-testid="course-rating">
      <StarIcon width={14} height={14} className="text-amber-500 dark:text-amber-300" />
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="font-semibold text-slate-800 dark:text-slate-100">{value}</span>
      <span aria-hidden="true">({count.toLocaleString('en-US')})</span>
    </span>
  )
}
