import { lessonPath } from '../course-choices'
import { useT } from '../../i18n/i18n'
import { coursePath } from '../course-choices'
import type { LessonPageData } from '../course.server'
import { ClockIcon } from './learning-icons'
import { LessonComplete } from './lesson-complete'
import { LessonOutline } from './lesson-outline'
import { LessonPager } from './lesson-pager'
import { BackLink } from '../../ui/back-link'
import { StickyColumn } from '../../ui/sticky-column'
import { UpgradePrompt } from '../../ui/upgrade-prompt'
import { PaywallLogin, PaywallPreview } from '../../ui/paywall'
import { SaveOfflineButton } from '../../offline/components/save-offline-button'
import type { LearnerQuiz } from '../../quizzes/quizzes.server'
import { LessonQuiz, type QuizOutcome } from '../../quizzes/components/lesson-quiz'


/** One lesson: its body (or the upgrade prompt), Mark complete, previous/next and the course outline. */
export function LessonPage({ course, lesson, lessons, previous, next, progress, quiz, isSignedIn, canReadPremium, error, quizOutcome, quizError }: LessonPageData & { quiz: LearnerQuiz | null; error?: string; quizOutcome?: QuizOutcome; quizError?: string }) {
  const t = useT()
  const index = lessons.findIndex((l) => l.id === lesson.id)
  const isDone = progress.completedLessonIds.includes(lesson.id)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <BackLink to={coursePath(course.slug)}>{t('lesson.backToCourse')}</BackLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <article className="min-w-0">
          <header>
            <p className="text-sm font-semibold text-brand-700 dark:text-brand-300" data-testid="lesson-position">
              {t('lesson.position', { n: index + 1, total: lessons.length })}
            </p>
            <h1 className="mt-2 font-serif text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{lesson.title}</h1>
            <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
              <ClockIcon width={14} height={14} /> {t('lesson.minutes', { count: lesson.durationMinutes })}
            </p>
            {lesson.isPreview && !canReadPremium ? (
              <p className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-100" data-testid="lesson-preview">
                <strong>{t('lesson.preview')}.</strong> {t('lesson.previewText')}
              </p>
            ) : null}
            {lesson.isLocked ? null : (
              <div className="mt-6">
                <SaveOfflineButton path={lessonPath(course.slug, lesson.slug)} />
              </div>
            )}
          </header>
          {lesson.content !== null ? (
            <div className="prose-article mt-10" data-testid="lesson-body" dangerouslySetInnerHTML={{ __html: lesson.content }} />
          ) : (
            <>
              <PaywallPreview html={lesson.preview} />
              <UpgradePrompt
                className="mt-10"
                testId="lesson-locked"
                title={t('lesson.lockedTitle')}
                text={t('lesson.lockedText')}
                link={t('education.upgradeToAccess')}
              >
                <PaywallLogin isVisitor={!isSignedIn} returnTo={lessonPath(course.slug, lesson.slug)} />
              </UpgradePrompt>
            </>
          )}
          {quiz ? <LessonQuiz quiz={quiz} outcome={quizOutcome} isSignedIn={isSignedIn} lessonHref={lessonPath(course.slug, lesson.slug)} error={quizError} /> : null}
          {lesson.isLocked ? null : (
            <LessonComplete
              courseSlug={course.slug}
              lessonSlug={lesson.slug}
              isSignedIn={isSignedIn}
              isDone={isDone}
              isCourseDone={progress.isComplete}
              error={error}
            />
          )}
          <LessonPager courseSlug={course.slug} previous={previous} next={next} />
        </article>
        <StickyColumn>
          <LessonOutline
            course={course}
            lessons={lessons}
            currentId={lesson.id}
            progress={progress}
            isSignedIn={isSignedIn}
            isLocked={course.isPremium && !canReadPremium}
          />
        </StickyColumn>
      </div>
    </div>
  )
}
