import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { CardTitle, CoverCard } from '../../ui/cover-card'
import type { CourseCard as CourseCardData } from '../catalog.server'
import { coursePath } from '../course-choices'
import { ArrowRightIcon, LockIcon } from './learning-icons'
import { CategoryBadge, DurationLabel, LessonsLabel, LevelBadge, PremiumBadge, RatingLabel } from './learning-meta'

/** 'Start Learning' (the course page), or 'Upgrade to Access' (to /subscription) for a premium course the reader cannot open. */
function CallToAction({ course, isLocked }: { course: CourseCardData; isLocked: boolean }) {
  const t = useT()
  return isLocked ? (
    <Link
      to="/subscription"
      className="relative z-10 inline-flex items-center gap-2 rounded-full bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-300"
    >
      <LockIcon width={16} height={16} /> {t('education.upgradeToAccess')}
    </Link>
  ) : (
    <Link
      to={coursePath(course.slug)}
      className="relative z-10 inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
    >
      {t('education.startLearning')} <ArrowRightIcon width={16} height={16} />
    </Link>
  )
}

/** A course card: cover, level, category and premium badges, title, instructor, duration, lessons, rating and the call to action. */
export function CourseCard({ course, canReadPremium }: { course: CourseCardData; canReadPremium: boolean }) {
  const t = useT()
  const isLocked = course.isPremium && !canReadPremium
  return (
    <CoverCard cover={course.thumbnail} focus={course.coverFocus} lift>
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={course.level} />
        <CategoryBadge category={course.category} />
        {course.isPremium ? <PremiumBadge /> : null}
      </div>
      <CardTitle to={coursePath(course.slug)}>{course.title}</CardTitle>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="course-instructor">
        {t('education.instructor', { name: course.instructor })}
      </p>
      <p className="line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-300">{course.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
        <DurationLabel minutes={course.durationMinutes} />
        <LessonsLabel count={course.lessonsCount} />
        <RatingLabel rating={course.rating} count={course.ratingCount} />
      </div>
      <div className="mt-auto pt-2">
        <CallToAction course={course} isLocked={isLocked} />
      </div>
    </CoverCard>
  )
}
