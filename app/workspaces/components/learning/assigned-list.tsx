import { Link } from 'react-router'
import { useT } from '../../../i18n/i18n'
import type { AssignedItem } from '../../assignment-lists.server'
import { KindBadge, OverdueBadge, StatusBadge, ThinProgress, useDay } from './learning-bits'

/** "Assigned to you": each assignment with its status, due day and progress, most urgent first. */
export function AssignedList({ items, limit }: { items: AssignedItem[]; limit?: number }) {
  const t = useT()
  const day = useDay()
  const shown = limit ? items.slice(0, limit) : items
  if (items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('workspaceLearning.assigned.empty')}</p>
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="assigned-list">
      {shown.map((item) => {
        const action = item.progress.status === 'done' ? 'workspaceLearning.action.review' : item.progress.status === 'in_progress' ? 'workspaceLearning.action.continue' : 'workspaceLearning.action.start'
        return (
          <li key={item.id} className="py-4 first:pt-0 last:pb-0" data-testid="assigned-item" data-kind={item.kind}>
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <KindBadge kind={item.kind} />
                  <StatusBadge progress={item.progress} testId="assigned-status" />
                  {item.isOverdue ? <OverdueBadge /> : null}
                </div>
                <Link to={item.href} className="mt-2 block font-semibold break-words hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                  {item.title}
                </Link>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  <span className={item.isOverdue ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>{item.dueOn ? t('workspaceLearning.due', { date: day(item.dueOn) }) : t('workspaceLearning.noDue')}</span>
                  {item.assignedByName ? <> · {t('workspaceLearning.assignedBy', { name: item.assignedByName })}</> : null}
                  {item.isForEveryone ? <> · {t('workspaceLearning.forEveryone')}</> : null}
                </p>
              </div>
              <Link
                to={item.href}
                className="inline-flex shrink-0 items-center rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                aria-label={`${t(action)}: ${item.title}`}
              >
                {t(action)}
              </Link>
            </div>
            {item.kind !== 'tutorial' ? (
              <div className="mt-3 max-w-md">
                <ThinProgress percent={item.progress.percent} label={t('workspaceLearning.assigned.progressLabel', { title: item.title })} />
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
