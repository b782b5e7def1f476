import { useId } from 'react'
import { useFetcher } from 'react-router'
import { LessonQuiz } from '../../../quizzes/components/lesson-quiz'
import { AdminPanel, adminButton, adminInput } from '../admin-ui'

type Answer = string[] | boolean | { value: number; tolerance: number }

export interface EditorQuestion {
  id: string
  kind: string
  prompt: string
  options: { id: string; text: string }[]
  answer: Answer
  explanation: string
}

export interface EditorQuiz {
  id: string
  passPercent: number
  cooldownMinutes: number
  questions: EditorQuestion[]
}

interface QuizAnswer {
  ok: false
  intent: string
  questionId: string | null
  message?: string
  errors?: Record<string, string>
}

const kindLabels: Record<string, string> = { single: 'Single choice', multiple: 'Multiple choice', true_false: 'True / false', numeric: 'Number' }

/** The options as the form writes them: one per line, the correct ones starting with "*". */
const optionsText = (question: EditorQuestion) =>
  question.options.map((option) => `${Array.isArray(question.answer) && question.answer.includes(option.id) ? '* ' : ''}${option.text}`).join('\n')

function Refusal({ answer }: { answer?: QuizAnswer }) {
  if (!answer || answer.ok !== false) return null
  const messages = [answer.message, ...Object.values(answer.errors ?? {})].filter(Boolean)
  return messages.length ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{[...new Set(messages)].join(' ')}</p> : null
}

/** Add or edit one question: its kind, wording, options (one per line, "*" marks the right ones) or answer, and the explanation. */
function QuestionForm({ action, question }: { action: string; question?: EditorQuestion }) {
  const id = useId()
  const fetcher = useFetcher<QuizAnswer>()
  const numeric = question && !Array.isArray(question.answer) && typeof question.answer === 'object' ? question.answer : null
  return (
    <fetcher.Form method="post" action={action} className="grid gap-3 sm:grid-cols-2" aria-label={question ? 'Edit question' : 'Add a question'}>
      <input type="hidden" name="intent" value={question ? 'edit' : 'add'} />
      {question ? <input type="hidden" name="questionId" value={question.id} /> : null}
      <label className="text-sm font-medium" htmlFor={`${id}-kind`}>Kind
        <select id={`${id}-kind`} name="kind" defaultValue={question?.kind ?? 'single'} className={`${adminInput} mt-1`}>
          {Object.entries(kindLabels).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </label>
      <label className="text-sm font-medium sm:col-span-2" htmlFor={`${id}-prompt`}>Question
        <textarea id={`${id}-prompt`} name="prompt" rows={2} maxLength={1000} defaultValue={question?.prompt} className={`${adminInput} mt-1`} />
      </label>
      <label className="text-sm font-medium sm:col-span-2" htmlFor={`${id}-options`}>Options (choice questions: one per line, start the right ones with *)
        <textarea id={`${id}-options`} name="options" rows={4} maxLength={3000} defaultValue={question ? optionsText(question) : ''} className={`${adminInput} mt-1 font-mono`} />
      </label>
      <label className="text-sm font-medium" htmlFor={`${id}-truth`}>True / false answer
        <select id={`${id}-truth`} name="truth" defaultValue={typeof question?.answer === 'boolean' ? String(question.answer) : 'true'} className={`${adminInput} mt-1`}>
          <option value="true">True</option>
          <option value="false">False</option>
        </select>
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm font-medium" htmlFor={`${id}-value`}>Number answer
          <input id={`${id}-value`} name="value" inputMode="decimal" defaultValue={numeric ? String(numeric.value) : ''} className={`${adminInput} mt-1`} />
        </label>
        <label className="text-sm font-medium" htmlFor={`${id}-tolerance`}>± tolerance
          <input id={`${id}-tolerance`} name="tolerance" inputMode="decimal" defaultValue={numeric ? String(numeric.tolerance) : '0'} className={`${adminInput} mt-1`} />
        </label>
      </div>
      <label className="text-sm font-medium sm:col-span-2" htmlFor={`${id}-explanation`}>Explanation (shown after submitting)
        <textarea id={`${id}-explanation`} name="explanation" rows={2} maxLength={2000} defaultValue={question?.explanation} className={`${adminInput} mt-1`} />
      </label>
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className={adminButton.primary} disabled={fetcher.state !== 'idle'}>{question ? 'Save question' : 'Add question'}</button>
        <Refusal answer={fetcher.data} />
      </div>
    </fetcher.Form>
  )
}

/** One button that posts a single quiz intent (move, delete). */
function QuizButton({ action, fields, label, danger = false }: { action: string; fields: Record<string, string>; label: string; danger?: boolean }) {
  const fetcher = useFetcher<QuizAnswer>()
  return (
    <fetcher.Form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={`${adminButton.secondary} px-3 py-1 text-xs ${danger ? 'text-red-700 dark:text-red-300' : ''}`} disabled={fetcher.state !== 'idle'}>{label}</button>
    </fetcher.Form>
  )
}

/** What is right, as the editor lists it. */
function answerText(question: EditorQuestion) {
  if (typeof question.answer === 'boolean') return question.answer ? 'True' : 'False'
  if (Array.isArray(question.answer)) return question.options.filter((option) => (question.answer as string[]).includes(option.id)).map((option) => option.text).join(' · ')
  return `${question.answer.value} ± ${question.answer.tolerance}`
}

/**
 * The lesson's quiz in the content editor: create it, set its pass mark and cool-down, add,
 * edit, reorder and delete questions, and preview it as learners see it (without answers).
 */
export function QuizEditor({ action, quiz }: { action: string; quiz: EditorQuiz | null }) {
  const settings = useFetcher<QuizAnswer>()
  if (!quiz) {
    return (
      <AdminPanel title="Quiz" testId="quiz-editor">
        <p className="text-sm text-slate-600 dark:text-slate-400">This lesson has no quiz. A quiz must be passed to complete the course.</p>
        <div className="mt-3"><QuizButton action={action} fields={{ intent: 'create' }} label="Add a quiz" /></div>
      </AdminPanel>
    )
  }
  return (
    <AdminPanel title="Quiz" testId="quiz-editor">
      <settings.Form method="post" action={action} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="settings" />
        <label className="text-sm font-medium">Pass mark (%)
          <input name="passPercent" type="number" min={1} max={100} defaultValue={quiz.passPercent} className={`${adminInput} mt-1 w-28`} />
        </label>
        <label className="text-sm font-medium">Cool-down between attempts (minutes)
          <input name="cooldownMinutes" type="number" min={0} max={10080} defaultValue={quiz.cooldownMinutes} className={`${adminInput} mt-1 w-28`} />
        </label>
        <button type="submit" className={adminButton.primary} disabled={settings.state !== 'idle'}>Save settings</button>
        <Refusal answer={settings.data} />
      </settings.Form>

      <ol className="mt-6 space-y-4" aria-label="Questions">
        {quiz.questions.map((question, index) => (
          <li key={question.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="quiz-editor-question">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">{index + 1}. {kindLabels[question.kind] ?? question.kind}</p>
                <p className="mt-1 font-medium">{question.prompt}</p>
                <p className="mt-1 text-sm text-emerald-800 dark:text-emerald-300">Right answer: {answerText(question)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {index > 0 ? <QuizButton action={action} fields={{ intent: 'move', questionId: question.id, direction: 'up' }} label="Move up" /> : null}
                {index < quiz.questions.length - 1 ? <QuizButton action={action} fields={{ intent: 'move', questionId: question.id, direction: 'down' }} label="Move down" /> : null}
                <QuizButton action={action} fields={{ intent: 'delete', questionId: question.id }} label="Delete" danger />
              </div>
            </div>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-300">Edit</summary>
              <div className="mt-3"><QuestionForm action={action} question={question} /></div>
            </details>
          </li>
        ))}
      </ol>

      <details className="mt-6" open={quiz.questions.length === 0}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-300">Add a question</summary>
        <div className="mt-3"><QuestionForm action={action} /></div>
      </details>

      {quiz.questions.length > 0 ? (
        <details className="mt-6">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-300">Preview as learners see it</summary>
          <LessonQuiz
            quiz={{ id: quiz.id, passPercent: quiz.passPercent, cooldownMinutes: quiz.cooldownMinutes, questions: quiz.questions.map(({ id, kind, prompt, options }) => ({ id, kind: kind as 'single', prompt, options })), attempts: 0, bestPercent: null, isPassed: false, nextAttemptAt: null }}
            isSignedIn
            isPreview
            lessonHref="#quiz"
          />
        </details>
      ) : null}
      <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
        <QuizButton action={action} fields={{ intent: 'delete-quiz' }} label="Delete the quiz" danger />
      </div>
    </AdminPanel>
  )
}
