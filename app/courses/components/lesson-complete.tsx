import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/i18n'
import { lessonPath } from '../course-choices'
import { CheckIcon } from './learning-icons'

/**
 * 'Mark complete' (a POST form, so it works without JavaScript), the completed state, or for
 * visitors a prompt to log in that brings them back to this lesson.
 */
export function LessonComplete({
  courseSlug,
  lessonSlug,
  isSignedIn,
  isDone,
  isCourseDone,
  error,
}: {
  courseSlug: string
  lessonSlug: string
  isSignedIn: boolean
  isDone: boolean
  isCourseDone: boolean
  error?: string
}) {
  const t = useT()
  const navigation = useNavigation()
  const isSaving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'complete'
  const box = 'mt-12 rounded-2xl border p-5 sm:flex sm:items-center sm:justify-between sm:gap-6'
  if (!isSignedIn) {
    return (
      <div className={`${box} border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60`}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('lesson.loginHint')}</p>
        <Link
          to={`/login?redirect=${encodeURIComponent(lessonPath(courseSlug, lessonSlug))}`}
          className="mt-3 inline-flex shrink-0 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 sm:mt-0"
        >
          {t('lesson.loginToTrack')}
        </Link>
      </div>
    )
  }
  if (isDone) {
    return (
      <div role="status" className={`${box} border-emerald-300 bg-emerald-50 dark:border-emerald-400/30 dark:bg-emerald-400/10`} data-testid="lesson-done">
        <p className="inline-flex items-center gap-2 font-semibold text-emerald-900 dark:text-emerald-200">
          <CheckIcon width={20} height={20} /> {t('lesson.isComplete')}
        </p>
        {isCourseDone ? <p className="mt-2 text-sm text-emerald-900 sm:mt-0 dark:text-emerald-200">{t('lesson.courseComplete')}</p> : null}
      </div>
    )
  }
  return (
    <Form method="post" className={`${box} border-slate-200 dark:border-slate-800`}>
      <input type="hidden" name="intent" value="complete" />
      {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{error}</p> : null}
      <button
        type="submit"
        disabled={isSaving}
        className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        <CheckIcon width={18} height={18} /> {isSaving ? t('lesson.saving') : t('lesson.markComplete')}
      </button>
    </Form>
  )
}
