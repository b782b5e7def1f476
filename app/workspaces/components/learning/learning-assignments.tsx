import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../../i18n/i18n'
import type { LearningAssignment } from '../../assignment-lists.server'
import type { LearningFormResult } from '../../learning'
import { FormOutcome, KindBadge, OverdueBadge, smallButtonClass, StatusBadge, useDay } from './learning-bits'

/** Every assignment of the workspace for its Admins: who it is for, the due day and each assignee's progress. */
export function LearningAssignments({ assignments, result }: { assignments: LearningAssignment[]; result?: LearningFormResult }) {
  const t = useT()
  const day = useDay()
  const navigation = useNavigation()
  const sendingId = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'unassign' ? navigation.formData.get('assignmentId') : null
  return (
    <div>
      <div aria-live="polite" className="mb-4 empty:hidden">
        <FormOutcome result={result} intents={['unassign']} />
      </div>
      {assignments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('workspaceLearning.assignments.empty')}</p>
      ) : (
        <ul className="space-y-4" data-testid="team-assignments">
          {assignments.map((assignment) => (
            <li key={assignment.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="team-assignment">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <KindBadge kind={assignment.kind} />
                    <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
                      {assignment.isForEveryone ? t('workspaceLearning.toEveryone') : t('workspaceLearning.assignments.to', { name: assignment.assigneeName ?? '' })}
                    </span>
                  </div>
                  <Link to={assignment.href} className="mt-2 block font-semibold break-words hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                    {assignment.title}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {assignment.dueOn ? t('workspaceLearning.due', { date: day(assignment.dueOn) }) : t('workspaceLearning.noDue')}
                    {assignment.assignedByName ? <> · {t('workspaceLearning.assignedBy', { name: assignment.assignedByName })}</> : null}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:flex-col sm:items-end">
                  <p className="text-sm font-semibold tabular-nums" data-testid="assignment-completion">
                    {t('workspaceLearning.assignments.completion', { done: assignment.done, total: assignment.people.length })}
                  </p>
                  {assignment.overdue > 0 ? (
                    <p className="text-xs font-semibold text-red-700 dark:text-red-300">{t('workspaceLearning.assignments.overdueCount', { count: assignment.overdue })}</p>
                  ) : null}
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="unassign" />
                    <input type="hidden" name="assignmentId" value={assignment.id} />
                    <button type="submit" className={smallButtonClass} disabled={sendingId === assignment.id} aria-label={t('workspaceLearning.assignments.unassignLabel', { title: assignment.title })}>
                      {t('workspaceLearning.assignments.unassign')}
                    </button>
                  </Form>
                </div>
              </div>
              {assignment.people.length > 0 ? (
                <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label={assignment.title}>
                  {assignment.people.map((person) => (
                    <li key={person.userId} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60" data-testid="assignee">
                      <span className="min-w-0 truncate font-medium">{person.name}</span>
                      <span className="flex shrink-0 items-center gap-1.5">
                        {person.isOverdue ? <OverdueBadge /> : null}
                        <StatusBadge progress={person.progress} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
