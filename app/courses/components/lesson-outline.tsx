import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { CourseProgress } from '../course.server'
import type { LessonSummary } from '../lesson.server'
import { coursePath, lessonPath } from '../course-choices'
import { LockIcon } from './learning-icons'
import { StepMark } from './step-mark'
import { ProgressBar } from './progress-bar'

/** The course's lessons beside the lesson: completion marks, the current lesson and the progress bar. */
export function LessonOutline({
  course,
  lessons,
  currentId,
  progress,
  isSignedIn,
  isLocked,
}: {
  course: { slug: string; title: string }
  lessons: LessonSummary[]
  currentId: string
  progress: CourseProgress
  isSignedIn: boolean
  isLocked: boolean
}) {
  const t = useT()
  const done = new Set(progress.completedLessonIds)
  return (
    <nav aria-labelledby="lesson-outline" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="lesson-outline" className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{t('lesson.outline')}</h2>
      <p className="mt-1 font-serif text-lg leading-snug font-bold">
        <Link to={coursePath(course.slug)} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">{course.title}</Link>
      </p>
      {isSignedIn ? (
        <div className="mt-4">
          <ProgressBar
            size="sm"
            percent={progress.percent}
            label={t('course.yourProgress')}
            detail={t('education.progressText', { completed: progress.completed, total: progress.total })}
            testId="lesson-progress"
          />
        </div>
      ) : null}
      <ol className="mt-4 space-y-1" data-testid="lesson-outline">
        {lessons.map((lesson, i) => {
          const isCurrent = lesson.id === currentId
          const isDone = done.has(lesson.id)
          return (
            <li key={lesson.id}>
              <Link
                to={lessonPath(course.slug, lesson.slug)}
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex items-start gap-2.5 rounded-lg px-2 py-2 text-sm ${
                  isCurrent ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-200' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                }`}
              >
                <StepMark isDone={isDone} number={i + 1} look="outline" />
                <span className="min-w-0 flex-1">
                  {lesson.title}
                  <span className="sr-only"> — {isDone ? t('course.lessonDone') : t('course.lessonOpen')}</span>
                </span>
                {isLocked && i > 0 ? <LockIcon width={14} height={14} className="mt-0.5 shrink-0 text-amber-700 dark:text-amber-300" /> : null}
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
