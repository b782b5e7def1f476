import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { PathWithProgress } from '../paths.server'
import { coursePath, learningPathPath } from '../course-choices'
import { ArrowRightIcon, ClockIcon, LockIcon, RouteIcon } from './learning-icons'
import { StepMark } from './step-mark'
import { IconLabel } from '../../ui/icon-label'
import { LevelBadge } from './learning-meta'
import { ProgressBar } from './progress-bar'

/** "1 hour", "9 hours". */
export function useHoursLabel() {
  const t = useT()
  return (hours: number) => (hours === 1 ? t('education.hoursOne') : t('education.hours', { count: hours }))
}

/** "1 course", "4 courses". */
export function useCoursesLabel() {
  const t = useT()
  return (count: number) => (count === 1 ? t('education.coursesOne') : t('education.courses', { count }))
}

/** "Learning path" and the level: the head of a path's card and of its page. */
export function PathBadges({ level }: { level: string }) {
  const t = useT()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        <RouteIcon width={16} height={16} /> {t('path.label')}
      </span>
      <LevelBadge level={level} />
    </div>
  )
}

/** 'Start Learning Path': opens the first course the reader has not finished. */
export function StartPathLink({ path, isLarge }: { path: PathWithProgress; isLarge?: boolean }) {
  const t = useT()
  const size = isLarge ? 'px-6 py-3 text-base' : 'px-4 py-2 text-sm'
  return (
    <Link
      to={path.nextCourseSlug ? coursePath(path.nextCourseSlug) : learningPathPath(path.slug)}
      className={`inline-flex items-center gap-2 rounded-full bg-brand-600 font-semibold text-white hover:bg-brand-700 ${size}`}
      data-testid="start-path"
    >
      {t('education.startPath')} <ArrowRightIcon width={16} height={16} />
    </Link>
  )
}

/** A learning path card: level, title, description, estimated hours, its courses in order and Start Learning Path. */
export function PathCard({ path, isSignedIn }: { path: PathWithProgress; isSignedIn: boolean }) {
  const t = useT()
  const hours = useHoursLabel()
  const courseCount = useCoursesLabel()
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 transition hover:shadow-lg dark:border-slate-800 dark:bg-slate-900">
      <PathBadges level={path.level} />
      <h3 className="font-serif text-2xl leading-snug font-bold text-slate-900 dark:text-white">
        <Link to={learningPathPath(path.slug)} className="hover:text-brand-700 dark:hover:text-brand-300">{path.title}</Link>
      </h3>
      <p className="line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-300">{path.description}</p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
        <IconLabel icon={ClockIcon} testId="path-hours">
          <span className="sr-only">{t('education.estimatedTime', { time: hours(path.estimatedHours) })}</span>
          <span aria-hidden="true">{hours(path.estimatedHours)}</span>
        </IconLabel>
        <span>{courseCount(path.courses.length)}</span>
      </p>
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{t('education.pathCourses')}</h4>
        <ol className="mt-2 space-y-2" data-testid="path-courses">
          {path.courses.map((course, i) => (
            <li key={course.id} className="flex items-start gap-3 text-sm">
              <StepMark isDone={course.percent === 100} number={i + 1} look="pathCard" />
              <Link to={coursePath(course.slug)} className="font-medium text-slate-800 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-300">
                {course.title}
              </Link>
              {course.percent === 100 ? <span className="sr-only">({t('course.completed')})</span> : null}
              {course.isPremium ? (
                <>
                  <LockIcon width={14} height={14} className="mt-0.5 shrink-0 text-amber-600 dark:text-amber-300" />
                  <span className="sr-only">({t('education.premium')})</span>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {isSignedIn && path.progress.completedLessons > 0 ? (
        <ProgressBar size="sm" percent={path.progress.percent} label={t('path.progress')} />
      ) : null}
      <div className="mt-auto pt-2">
        <StartPathLink path={path} />
      </div>
    </article>
  )
}
