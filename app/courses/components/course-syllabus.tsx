import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { LessonSummary } from '../lesson.server'
import { lessonPath } from '../course-choices'
import { LockIcon } from './learning-icons'
import { StepMark } from './step-mark'

/** The course's lessons in order with each one's completion mark, free-preview tag or lock. */
export function CourseSyllabus({
  courseSlug,
  lessons,
  completedLessonIds,
  isLocked,
}: {
  courseSlug: string
  lessons: LessonSummary[]
  completedLessonIds: string[]
  /** Premium course, reader without access: every lesson but the first is locked. */
  isLocked: boolean
}) {
  const t = useT()
  const done = new Set(completedLessonIds)
  return (
    <section aria-labelledby="syllabus" className="mt-12">
      <h2 id="syllabus" className="font-serif text-2xl font-bold">{t('course.syllabus')}</h2>
      <ol className="mt-5 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="syllabus">
        {lessons.map((lesson, i) => {
          const isDone = done.has(lesson.id)
          const isLessonLocked = isLocked && i > 0
          return (
            <li key={lesson.id} className="flex items-center gap-4 px-4 py-4 sm:px-5" data-testid="syllabus-lesson" data-completed={isDone}>
              <StepMark isDone={isDone} number={i + 1} look="syllabus" />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-medium text-slate-600 dark:text-slate-300">{t('course.lessonNumber', { n: i + 1 })}</p>
                <Link to={lessonPath(courseSlug, lesson.slug)} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300">
                  {lesson.title}
                </Link>
                <span className="sr-only"> — {isDone ? t('course.lessonDone') : t('course.lessonOpen')}</span>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 text-xs text-slate-600 sm:flex-row sm:items-center sm:gap-3 dark:text-slate-300">
                {isLocked && i === 0 ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-300">{t('course.freePreview')}</span>
                ) : null}
                {isLessonLocked ? (
                  <span className="inline-flex items-center gap-1 text-amber-800 dark:text-amber-300">
                    <LockIcon width={14} height={14} /> <span className="sr-only sm:not-sr-only">{t('course.lockedLesson')}</span>
                  </span>
                ) : null}
                <span className="tabular-nums">{t('lesson.minutes', { count: lesson.durationMinutes })}</span>
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
