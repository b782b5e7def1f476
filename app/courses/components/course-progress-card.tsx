import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { CourseProgress } from '../course.server'
import { coursePath, lessonPath } from '../course-choices'
import { ArrowRightIcon, CheckIcon, LockIcon } from './learning-icons'
import { ProgressBar } from './progress-bar'

const primary = 'inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold'

/** Progress and the next step: 'Start Learning', 'Resume' (the last lesson opened) or 'Completed' at 100%. */
export function CourseProgressCard({
  courseSlug,
  firstLessonSlug,
  progress,
  isSignedIn,
  isLocked,
}: {
  courseSlug: string
  firstLessonSlug: string | null
  progress: CourseProgress
  isSignedIn: boolean
  isLocked: boolean
}) {
  const t = useT()
  const isComplete = progress.total > 0 && progress.percent === 100
  const detail = t('education.progressText', { completed: progress.completed, total: progress.total })
  return (
    <section aria-labelledby="course-progress" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="course-progress" className="font-serif text-xl font-bold">{t('course.yourProgress')}</h2>
      {isSignedIn ? (
        <div className="mt-4">
          <ProgressBar percent={progress.percent} label={t('course.yourProgress')} detail={detail} testId="course-progress" />
        </div>
      ) : null}
      <div className="mt-5">
        {isComplete ? (
          <p role="status" className={`${primary} bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-300`} data-testid="course-action">
            <CheckIcon width={18} height={18} /> {t('course.completed')}
          </p>
        ) : firstLessonSlug ? (
          <Link
            to={lessonPath(courseSlug, progress.hasStarted && progress.resumeLessonSlug ? progress.resumeLessonSlug : firstLessonSlug)}
            className={`${primary} bg-brand-600 text-white hover:bg-brand-700`}
            data-testid="course-action"
          >
            {progress.hasStarted ? t('course.resume') : t('education.startLearning')} <ArrowRightIcon width={18} height={18} />
          </Link>
        ) : null}
      </div>
      {isSignedIn ? null : (
        <Link
          to={`/login?redirect=${encodeURIComponent(coursePath(courseSlug))}`}
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t('course.loginToTrack')}
        </Link>
      )}
      {isLocked ? (
        <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-400/30 dark:bg-amber-400/10" data-testid="course-premium">
          <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <LockIcon width={16} height={16} className="text-amber-700 dark:text-amber-300" /> {t('course.premiumTitle')}
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('course.premiumText')}</p>
          <Link to="/subscription" className="mt-3 inline-flex rounded-full bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-300">
            {t('education.upgradeToAccess')}
          </Link>
        </div>
      ) : null}
    </section>
  )
}
