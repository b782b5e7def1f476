import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { CourseProgress } from '../course.server'
import { coursePath, lessonPath } from '../course-choices'
import { ArrowRightIcon, CheckIcon, LockIcon } from './learning-icons'
import { ProgressBar } from './progress-bar'
import { CertificateActions } from '../../certificates/components/certificate-actions'

const primary = 'inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold'

/** Quizzes passed, the grade, what is left, and once complete the certificate. */
function CompletionDetails({ courseSlug, courseTitle, progress, isPremiumCourse }: { courseSlug: string; courseTitle: string; progress: CourseProgress; isPremiumCourse: boolean }) {
  const t = useT()
  const passed = progress.quizzes.filter((quiz) => quiz.isPassed).length
  const lessonsLeft = progress.total - progress.completed
  const quizzesLeft = progress.quizzes.filter((quiz) => !quiz.isPassed)
  return (
    <div className="mt-4 space-y-3 text-sm" data-testid="course-completion">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700 dark:text-slate-300">
        {progress.quizzes.length > 0 ? <span>{t('completion.quizzes', { passed, total: progress.quizzes.length })}</span> : null}
        {progress.gradePercent !== null ? <span className="font-semibold text-slate-900 dark:text-white" data-testid="course-grade">{t('completion.grade', { percent: progress.gradePercent })}</span> : null}
      </p>
      {progress.isComplete ? (
        progress.certificate ? (
          <>
            <p className="font-semibold text-emerald-800 dark:text-emerald-300">{t('completion.done', { percent: progress.certificate.gradePercent })}</p>
            <CertificateActions certificate={progress.certificate} title={courseTitle} />
          </>
        ) : isPremiumCourse ? (
          <p className="text-slate-600 dark:text-slate-300">{t('completion.premiumOnly')}</p>
        ) : null
      ) : (
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{t('completion.left')}</p>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-slate-700 dark:text-slate-300" data-testid="course-left">
            {lessonsLeft > 0 ? <li>{t('completion.lessonsLeft', { count: lessonsLeft })}</li> : null}
            {quizzesLeft.map((quiz) => (
              <li key={quiz.lessonSlug}>
                <Link to={lessonPath(courseSlug, quiz.lessonSlug)} className="text-brand-700 underline dark:text-brand-300">
                  {t('completion.quizLeft', { lesson: quiz.lessonTitle, percent: quiz.passPercent })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

/** Progress and the next step: 'Start Learning', 'Resume' (the last lesson opened) or 'Completed' (every lesson done, every quiz passed). */
export function CourseProgressCard({
  courseSlug,
  courseTitle,
  isPremiumCourse,
  firstLessonSlug,
  progress,
  isSignedIn,
  isLocked,
}: {
  courseSlug: string
  courseTitle: string
  isPremiumCourse: boolean
  firstLessonSlug: string | null
  progress: CourseProgress
  isSignedIn: boolean
  isLocked: boolean
}) {
  const t = useT()
  const isComplete = progress.isComplete
  const detail = t('education.progressText', { completed: progress.completed, total: progress.total })
  return (
    <section aria-labelledby="course-progress" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="course-progress" className="font-serif text-xl font-bold">{t('course.yourProgress')}</h2>
      {isSignedIn ? (
        <div className="mt-4">
          <ProgressBar percent={progress.percent} label={t('course.yourProgress')} detail={detail} testId="course-progress" />
        </div>
      ) : null}
      {isSignedIn && progress.hasStarted ? <CompletionDetails courseSlug={courseSlug} courseTitle={courseTitle} progress={progress} isPremiumCourse={isPremiumCourse} /> : null}
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
