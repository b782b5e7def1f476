import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { coursePath, learningPathPath } from '../course-choices'
import type { PathWithProgress } from '../paths.server'
import { StepMark } from './step-mark'
import { CategoryBadge, DurationLabel, LessonsLabel, LevelBadge, PremiumBadge } from './learning-meta'
import { PathBadges, StartPathLink, useCoursesLabel, useHoursLabel } from './path-card'
import { ProgressBar } from './progress-bar'
import { BackLink } from '../../ui/back-link'
import { CertificateActions, type OwnCertificate } from '../../certificates/components/certificate-actions'

/** One learning path: its courses in order with each course's progress, the overall progress and Start Learning Path. */
export function PathPage({ path, isSignedIn, certificate }: { path: PathWithProgress; isSignedIn: boolean; certificate: (OwnCertificate & { gradePercent: number }) | null }) {
  const t = useT()
  const hours = useHoursLabel()
  const coursesLabel = useCoursesLabel()
  const { progress } = path
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
      <BackLink to="/education?tab=paths">{t('education.backToEducation')}</BackLink>
      <header className="mt-6">
        <PathBadges level={path.level} />
        <h1 className="mt-4 font-serif text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{path.title}</h1>
        <p className="mt-4 max-w-3xl text-xl leading-8 text-slate-600 dark:text-slate-300">{path.description}</p>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" data-testid="path-facts">
          {t('education.estimatedTime', { time: hours(path.estimatedHours) })} ·{' '}
          {coursesLabel(path.courses.length)}
        </p>
      </header>
      <div className="mt-8 grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center dark:border-slate-800 dark:bg-slate-900">
        {isSignedIn ? (
          <ProgressBar
            percent={progress.percent}
            label={t('path.progress')}
            detail={t('path.progressText', {
              completed: progress.completedLessons,
              total: progress.totalLessons,
              courses: progress.completedCourses,
              totalCourses: path.courses.length,
            })}
            testId="path-progress"
          />
        ) : (
          <Link to={`/login?redirect=${encodeURIComponent(learningPathPath(path.slug))}`} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('course.loginToTrack')}
          </Link>
        )}
        <StartPathLink path={path} isLarge />
      </div>
      {certificate ? (
        <div className="mt-6 rounded-2xl border border-emerald-300 bg-emerald-50 p-6 dark:border-emerald-400/30 dark:bg-emerald-400/10" data-testid="path-complete">
          <p className="mb-3 font-semibold text-emerald-950 dark:text-emerald-100">{t('completion.pathDone', { percent: certificate.gradePercent })}</p>
          <CertificateActions certificate={certificate} title={path.title} />
        </div>
      ) : null}
      <section aria-labelledby="path-courses" className="mt-12">
        <h2 id="path-courses" className="font-serif text-2xl font-bold">{t('path.courses')}</h2>
        {path.courses.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">{t('path.empty')}</p> : null}
        <ol className="mt-6 space-y-4" data-testid="path-course-list">
          {path.courses.map((course, i) => (
            <li key={course.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="path-course">
              <StepMark isDone={course.percent === 100} number={i + 1} look="pathPage" />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">{t('path.step', { n: i + 1 })}</p>
                <h3 className="mt-1 font-serif text-xl font-bold">
                  <Link to={coursePath(course.slug)} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">{course.title}</Link>
                </h3>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
                  <LevelBadge level={course.level} />
                  <CategoryBadge category={course.category} />
                  {course.isPremium ? <PremiumBadge /> : null}
                  <span>{t('education.instructor', { name: course.instructor })}</span>
                  <DurationLabel minutes={course.durationMinutes} />
                  <LessonsLabel count={course.lessonsCount} />
                </div>
                {isSignedIn ? (
                  <div className="mt-4 max-w-md">
                    <ProgressBar size="sm" percent={course.percent} label={t('course.yourProgress')} detail={t('education.progressText', { completed: course.completed, total: course.lessonsCount })} />
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}
