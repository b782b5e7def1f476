import { useEffect, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { useLanguage, useT } from '../../i18n/i18n'
import { formatDate } from '../../lib/dates'
import type { LearnerQuiz, QuestionResult } from '../quizzes.server'

/** What the server answered to a submitted quiz. */
export interface QuizOutcome {
  scorePercent: number
  isPassed: boolean
  passPercent: number
  bestPercent: number
  nextAttemptAt: Date | string | null
  results: QuestionResult[]
  responses: Record<string, string[]>
}

const optionBox = 'flex items-start gap-3 rounded-xl border px-3.5 py-2.5 text-sm'

/** Whether `time` (a moment the server gave) is still ahead: true until it passes, then the page offers the retry. */
function useIsBefore(time: Date | string | null) {
  const [passed, setPassed] = useState<Date | string | null>(null)
  useEffect(() => {
    if (time === null) return
    const timer = setTimeout(() => setPassed(time), Math.max(0, new Date(time).getTime() - Date.now()))
    return () => clearTimeout(timer)
  }, [time])
  return time !== null && passed !== time
}

/** A time a learner may try again, as "14:35" in their language. */
function useClock() {
  const language = useLanguage()
  return (date: Date | string) => formatDate(date, language, 'clock')
}

/** One question: its choices (or a number field), and after submitting its verdict and explanation. */
function Question({ question, index, result, chosen, isDisabled }: { question: LearnerQuiz['questions'][number]; index: number; result?: QuestionResult; chosen: string[]; isDisabled: boolean }) {
  const t = useT()
  const name = `q-${question.id}`
  const choices =
    question.kind === 'true_false'
      ? [{ id: 'true', text: t('quiz.true') }, { id: 'false', text: t('quiz.false') }]
      : question.options
  const tone = (id: string) => {
    if (!result) return 'border-slate-200 dark:border-slate-700'
    if (result.correct.includes(id)) return 'border-emerald-400 bg-emerald-50 dark:border-emerald-400/50 dark:bg-emerald-400/10'
    return chosen.includes(id) ? 'border-red-300 bg-red-50 dark:border-red-400/50 dark:bg-red-400/10' : 'border-slate-200 dark:border-slate-700'
  }
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800" data-testid="quiz-question">
      <legend className="px-1 text-sm font-semibold text-slate-600 dark:text-slate-300">{t('quiz.questionNumber', { n: index + 1 })}</legend>
      <p className="font-medium text-slate-900 dark:text-white">{question.prompt}</p>
      {question.kind === 'multiple' ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('quiz.selectAll')}</p> : null}
      {question.kind === 'numeric' ? (
        <div className="mt-3">
          <label className="block text-sm" htmlFor={name}>{t('quiz.yourAnswer')}</label>
          <input id={name} name={name} inputMode="decimal" autoComplete="off" defaultValue={chosen[0] ?? ''} disabled={isDisabled} maxLength={30}
            className="mt-1 w-40 rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950" />
        </div>
      ) : (
        <div className="mt-3 space-y-2">
          {choices.map((choice) => (
            <label key={choice.id} className={`${optionBox} ${tone(choice.id)}`}>
              <input type={question.kind === 'multiple' ? 'checkbox' : 'radio'} name={name} value={choice.id} defaultChecked={chosen.includes(choice.id)} disabled={isDisabled} className="mt-0.5 size-4 accent-brand-600" />
              <span>{choice.text}</span>
            </label>
          ))}
        </div>
      )}
      {result ? (
        <div className={`mt-4 rounded-xl px-4 py-3 text-sm ${result.isCorrect ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-400/10 dark:text-emerald-100' : 'bg-red-50 text-red-950 dark:bg-red-400/10 dark:text-red-100'}`} data-testid="quiz-explanation">
          <p className="font-semibold">{result.isCorrect ? t('quiz.correct') : question.kind === 'numeric' ? t('quiz.incorrectNumber', { value: result.correct[0] ?? '' }) : t('quiz.incorrect')}</p>
          {result.explanation ? <p className="mt-1">{result.explanation}</p> : null}
        </div>
      ) : null}
    </fieldset>
  )
}

/**
 * A lesson's quiz: the questions (graded on the server, so the page never holds the answers),
 * the learner's best score and pass mark, the result of the attempt just sent with each
 * question's explanation, and when they may try again.
 */
export function LessonQuiz({ quiz, outcome, isSignedIn, lessonHref, error, isPreview = false }: { quiz: LearnerQuiz; outcome?: QuizOutcome; isSignedIn: boolean; lessonHref: string; error?: string; isPreview?: boolean }) {
  const t = useT()
  const clock = useClock()
  const navigation = useNavigation()
  const isSending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'quiz'
  const waitUntil = outcome?.nextAttemptAt ?? quiz.nextAttemptAt
  const isWaiting = useIsBefore(waitUntil)
  const best = outcome ? outcome.bestPercent : quiz.bestPercent
  const isPassed = outcome?.isPassed || quiz.isPassed
  return (
    <section aria-labelledby="quiz-heading" className="mt-12 rounded-3xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="lesson-quiz">
      <h2 id="quiz-heading" className="font-serif text-2xl font-bold">{t('quiz.title')}</h2>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300" data-testid="quiz-facts">
        <span>{t('quiz.questionCount', { count: quiz.questions.length })}</span>
        <span>{t('quiz.passMark', { percent: quiz.passPercent })}</span>
        {best !== null ? <span className="font-semibold text-slate-900 dark:text-white">{t('quiz.best', { percent: best })}</span> : null}
        {isPassed ? <span className="font-semibold text-emerald-700 dark:text-emerald-300">{t('quiz.passedBadge')}</span> : null}
      </p>
      {outcome ? (
        <div role="status" className={`mt-5 rounded-2xl px-5 py-4 ${outcome.isPassed ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-400/10 dark:text-emerald-100' : 'bg-amber-50 text-amber-950 dark:bg-amber-400/10 dark:text-amber-100'}`} data-testid="quiz-outcome">
          <p className="text-lg font-semibold">{t(outcome.isPassed ? 'quiz.passed' : 'quiz.failed', { score: outcome.scorePercent, pass: outcome.passPercent })}</p>
        </div>
      ) : null}
      {error ? <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">{error}</p> : null}
      {isPreview ? (
        <div className="mt-6 space-y-4">
          {quiz.questions.map((question, index) => <Question key={question.id} question={question} index={index} chosen={[]} isDisabled />)}
        </div>
      ) : !isSignedIn ? (
        <p className="mt-5 text-sm">
          <Link to={`/login?redirect=${encodeURIComponent(lessonHref)}`} className="font-semibold text-brand-700 underline dark:text-brand-300">{t('quiz.logIn')}</Link>
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-4" key={outcome ? `done-${outcome.scorePercent}-${String(outcome.nextAttemptAt)}` : 'new'}>
          <input type="hidden" name="intent" value="quiz" />
          <input type="hidden" name="quizId" value={quiz.id} />
          {quiz.questions.map((question, index) => (
            <Question key={question.id} question={question} index={index} result={outcome?.results.find((result) => result.id === question.id)}
              chosen={outcome?.responses[question.id] ?? []} isDisabled={isWaiting || isSending} />
          ))}
          {isWaiting ? (
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="quiz-wait">{t('quiz.tryAgainAt', { time: clock(waitUntil!) })}</p>
          ) : (
            <button type="submit" disabled={isSending} className="inline-flex items-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
              {isSending ? t('quiz.grading') : outcome ? t('quiz.retry') : t('quiz.submit')}
            </button>
          )}
        </Form>
      )}
    </section>
  )
}
