import { useLanguage, useT } from '../../i18n/i18n'
import { formatHoursMinutes } from '../../lib/format'
import { educationCategorySlugOf, isCourseLevel, type CourseLevel } from '../course-choices'
import { BookIcon, ClockIcon, LockIcon, StarIcon } from './learning-icons'

const levelTones: Record<CourseLevel, string> = {
  beginner: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-300',
  intermediate: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-300',
  advanced: 'bg-rose-100 text-rose-900 dark:bg-rose-400/15 dark:text-rose-300',
}

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold'

export function LevelBadge({ level }: { level: string }) {
  const t = useT()
  if (!isCourseLevel(level)) return null
  return <span className={`${pill} ${levelTones[level]}`}>{t(`education.level.${level}`)}</span>
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
  return <span className={`${pill} bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300`}>{label(category)}</span>
}

export function PremiumBadge() {
  const t = useT()
  return (
    <span className={`${pill} bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300`} data-testid="premium-badge">
      <LockIcon width={12} height={12} />
      {t('education.premium')}
    </span>
  )
}

export function DurationLabel({ minutes }: { minutes: number }) {
  const t = useT()
  const language = useLanguage()
  const time = formatHoursMinutes(minutes, language)
  return (
    <span className="inline-flex items-center gap-1" data-testid="course-duration">
      <ClockIcon width={14} height={14} />
      <span className="sr-only">{t('education.duration', { time })}</span>
      <span aria-hidden="true">{time}</span>
    </span>
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
    <span className="inline-flex items-center gap-1" data-testid="course-lessons">
      <BookIcon width={14} height={14} />
      {label(count)}
    </span>
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
