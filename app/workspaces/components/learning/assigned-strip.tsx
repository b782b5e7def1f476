import { Link } from 'react-router'
import { useT } from '../../../i18n/i18n'
import type { openAssignments } from '../../assignment-lists.server'
import { AssignedList } from './assigned-list'
import { KindBadge, OverdueBadge, StatusBadge, useDay } from './learning-bits'
import { ForwardArrow } from '../../../ui/icons'

type OpenAssignments = Awaited<ReturnType<typeof openAssignments>>

/** The home page's compact "Assigned to you": the most urgent open assignments and the counts. */
export function AssignedStrip({ open }: { open: OpenAssignments }) {
  const t = useT()
  const day = useDay()
  return (
    <section aria-labelledby="assigned-strip" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6" data-testid="assigned-strip">
      <div className="rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5 dark:border-brand-400/30 dark:bg-brand-900/20">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="assigned-strip" className="font-semibold">
            {t('workspaceLearning.assigned.title')}
            <span className="ms-2 text-sm font-normal text-slate-600 dark:text-slate-300">
              {t('workspaceLearning.assigned.open', { count: open.open })}
              {open.overdue > 0 ? <> · <span className="font-semibold text-red-700 dark:text-red-300">{t('workspaceLearning.assigned.overdue', { count: open.overdue })}</span></> : null}
            </span>
          </h2>
          <Link to="/workspace/learning" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('workspaceLearning.assigned.seeAll')} <ForwardArrow />
          </Link>
        </div>
        <ul className="mt-3 grid gap-3 md:grid-cols-3">
          {open.items.map((item) => (
            <li key={item.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-3.5 dark:border-slate-800 dark:bg-slate-900" data-testid="assigned-strip-item">
              <div className="flex flex-wrap items-center gap-1.5">
                <KindBadge kind={item.kind} />
                {item.isOverdue ? <OverdueBadge /> : <StatusBadge progress={item.progress} />}
              </div>
              <Link to={item.href} className="mt-2 line-clamp-2 font-semibold hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                {item.title}
              </Link>
              <p className={`mt-auto pt-1 text-xs ${item.isOverdue ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}>
                {item.dueOn ? t('workspaceLearning.due', { date: day(item.dueOn) }) : t('workspaceLearning.noDue')}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** The profile page's "Assigned to you": the first few assignments and a link to all of them. */
export function AssignedSection({ workspace, items }: { workspace: string; items: Parameters<typeof AssignedList>[0]['items'] }) {
  const t = useT()
  return (
    <section aria-labelledby="profile-assigned" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="profile-assigned">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="profile-assigned" className="text-lg font-semibold">{t('workspaceLearning.assigned.title')}</h2>
        <Link to="/workspace/learning" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('workspaceLearning.assigned.seeAll')} <ForwardArrow />
        </Link>
      </div>
      <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">{t('workspaceLearning.assigned.from', { workspace })}</p>
      <AssignedList items={items} limit={5} />
    </section>
  )
}
