import type { ReactNode } from 'react'
import type { MessageKey } from '../../../i18n/en'
import { useLanguage, useT } from '../../../i18n/i18n'
import { formatDate } from '../../../lib/dates'
import { FormMessage } from '../../../ui/forms'
import type { AssignmentKind, CollectionItemKind, Progress, LearningFormResult } from '../../learning'

export const kindKeys: Record<AssignmentKind | CollectionItemKind, MessageKey> = {
  course: 'workspaceLearning.kind.course',
  path: 'workspaceLearning.kind.path',
  tutorial: 'workspaceLearning.kind.tutorial',
  article: 'workspaceLearning.kind.article',
  video: 'workspaceLearning.kind.video',
  podcast: 'workspaceLearning.kind.podcast',
}

export function KindBadge({ kind }: { kind: AssignmentKind | CollectionItemKind }) {
  const t = useT()
  return (
    <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {t(kindKeys[kind])}
    </span>
  )
}

/** Done, In progress · 40 %, or Not started, as a coloured pill. */
export function StatusBadge({ progress, testId }: { progress: Progress; testId?: string }) {
  const t = useT()
  const looks = {
    done: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
    in_progress: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200',
    not_started: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  }
  const text =
    progress.status === 'done' ? t('workspaceLearning.status.done') : progress.status === 'in_progress' ? t('workspaceLearning.status.inProgress', { percent: progress.percent }) : t('workspaceLearning.status.notStarted')
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${looks[progress.status]}`} data-testid={testId} data-status={progress.status}>
      {text}
    </span>
  )
}

export function OverdueBadge() {
  const t = useT()
  return (
    <span className="inline-flex rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 dark:bg-red-500/15 dark:text-red-200" data-testid="overdue">
      {t('workspaceLearning.overdue')}
    </span>
  )
}

/** A day (YYYY-MM-DD or a moment) in the reader's language. */
export function useDay() {
  const language = useLanguage()
  return (value: Date | string) => formatDate(value, language)
}

/** A thin bar of the share done; the figure is in the status pill beside it. */
export function ThinProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
      <div className={`h-1.5 rounded-full ${percent === 100 ? 'bg-emerald-500' : 'bg-brand-600 dark:bg-brand-400'}`} style={{ width: `${percent}%` }} />
    </div>
  )
}

export function LearningPanel({ id, title, description, children, action, testId }: { id: string; title: string; description?: ReactNode; children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold">{title}</h2>
          {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  )
}

/**
 * The outcome of one of the page's forms, shown by that form only (same intent and, when
 * given, the same target). Refusals about a field are shown beside the field instead.
 */
export function FormOutcome({ result, intents, target, fields = [] }: { result?: LearningFormResult; intents: string[]; target?: string; fields?: string[] }) {
  const t = useT()
  if (!result || !intents.includes(result.intent)) return null
  if (target !== undefined && result.target !== target) return null
  if (result.ok) return result.done ? <FormMessage tone="success">{t(result.done.key, result.done.values)}</FormMessage> : null
  if (fields.some((field) => result.errors[field])) return null
  const text = result.message ?? Object.values(result.errors)[0]
  return text ? <FormMessage tone="error">{text}</FormMessage> : null
}

/** The message and typed value of a field, when the last answer was this form's refusal. */
export function fieldState(result: LearningFormResult | undefined, intent: string, target?: string) {
  const isMine = result !== undefined && !result.ok && result.intent === intent && (target === undefined || result.target === target)
  return {
    error: (name: string) => (isMine ? result.errors[name] : undefined),
    value: (name: string) => (isMine ? result.values[name] : undefined),
  }
}

export const smallButtonClass =
  'inline-flex items-center justify-center rounded-full border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'

/** The padding of a cell in the team analytics tables. */
export const analyticsCell = 'px-3 py-2.5 align-top'
