import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '../../../i18n/i18n'
import { certificatePath } from '../../../certificates/certificate-paths'
import type { LearningAnalytics } from '../../analytics.server'
import { analyticsCell as cell, LearningPanel, OverdueBadge, useDay } from './learning-bits'

type Member = LearningAnalytics['members'][number]

/** The overdue assignments of a member, as links. */
function OverdueLinks({ items }: { items: Member['assignments']['items'] }) {
  const t = useT()
  const overdue = items.filter((item) => item.isOverdue)
  if (overdue.length === 0) return null
  return (
    <span className="mt-1 block text-xs text-red-700 dark:text-red-300">
      {t('workspaceLearning.analytics.overdueItems')}{' '}
      {overdue.map((item, index) => (
        <span key={item.id}>
          {index > 0 ? ', ' : null}
          <Link to={item.href} className="underline underline-offset-2">{item.title}</Link>
        </span>
      ))}
    </span>
  )
}

/**
 * A divided list with a row per member that opens with the member's name; `details` fills the
 * rest of the row. `isHiddenOnWide`: shown only below the md width, where it stands in for a table.
 */
function MemberList({
  members,
  isHiddenOnWide = false,
  testId,
  rowClassName,
  details,
}: {
  members: Member[]
  isHiddenOnWide?: boolean
  testId: string
  rowClassName: string
  details: (member: Member) => ReactNode
}) {
  const listClass = isHiddenOnWide ? 'divide-y divide-slate-200 md:hidden dark:divide-slate-800' : 'divide-y divide-slate-200 dark:divide-slate-800'
  return (
    <ul className={listClass} data-testid={testId}>
      {members.map((member) => (
        <li key={member.userId} className={rowClassName}>
          <p className="font-semibold">{member.name}</p>
          {details(member)}
        </li>
      ))}
    </ul>
  )
}

/** Each member's figures: cards on a phone, a table from the md width up. */
export function TeamMembers({ members }: { members: Member[] }) {
  const t = useT()
  const day = useDay()
  return (
    <LearningPanel id="team-members" title={t('workspaceLearning.analytics.membersTitle')}>
      <MemberList
        members={members}
        isHiddenOnWide
        testId="member-cards"
        rowClassName="py-3 first:pt-0 last:pb-0"
        details={(member) => (
          <>
            <p className="text-xs break-all text-slate-500 dark:text-slate-400">
              {t(member.role === 'admin' ? 'workspaceLearning.role.admin' : 'workspaceLearning.role.user')} · {member.email}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">{t('workspaceLearning.analytics.lastActive')}</dt>
              <dd>{member.lastActiveAt ? day(member.lastActiveAt) : t('workspaceLearning.analytics.never')}</dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('workspaceLearning.analytics.articlesColumn')}</dt>
              <dd className="tabular-nums">{member.articlesRead30}</dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('workspaceLearning.analytics.coursesColumn')}</dt>
              <dd className="tabular-nums">{member.coursesStarted} / {member.coursesCompleted}</dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('workspaceLearning.analytics.assignmentsColumn')}</dt>
              <dd className="flex flex-wrap items-center gap-2 tabular-nums">
                {t('workspaceLearning.analytics.assignmentsValue', { done: member.assignments.done, total: member.assignments.total })}
                {member.assignments.overdue > 0 ? <OverdueBadge /> : null}
              </dd>
            </dl>
            <OverdueLinks items={member.assignments.items} />
          </>
        )}
      />
      <div className="-mx-5 hidden overflow-x-auto md:block sm:-mx-6">
        <table className="w-full min-w-[44rem] text-start text-sm" data-testid="member-table">
          <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className={`${cell} ps-5 sm:ps-6`}>{t('workspaceLearning.analytics.member')}</th>
              <th scope="col" className={cell}>{t('workspaceLearning.analytics.lastActive')}</th>
              <th scope="col" className={`${cell} text-end`}>{t('workspaceLearning.analytics.articlesColumn')}</th>
              <th scope="col" className={`${cell} text-end`}>{t('workspaceLearning.analytics.coursesColumn')}</th>
              <th scope="col" className={`${cell} pe-5 sm:pe-6`}>{t('workspaceLearning.analytics.assignmentsColumn')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {members.map((member) => {
              const overdue = member.assignments.overdue
              return (
                <tr key={member.userId} data-testid="member-row">
                  <th scope="row" className={`${cell} ps-5 font-normal sm:ps-6`}>
                    <span className="block font-semibold">{member.name}</span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {t(member.role === 'admin' ? 'workspaceLearning.role.admin' : 'workspaceLearning.role.user')} · {member.email}
                    </span>
                  </th>
                  <td className={`${cell} whitespace-nowrap`}>{member.lastActiveAt ? day(member.lastActiveAt) : <span className="text-slate-500 dark:text-slate-400">{t('workspaceLearning.analytics.never')}</span>}</td>
                  <td className={`${cell} text-end tabular-nums`}>{member.articlesRead30}</td>
                  <td className={`${cell} text-end tabular-nums`}>
                    {member.coursesStarted} / {member.coursesCompleted}
                  </td>
                  <td className={`${cell} pe-5 sm:pe-6`}>
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="tabular-nums" data-testid="member-assignments">
                        {t('workspaceLearning.analytics.assignmentsValue', { done: member.assignments.done, total: member.assignments.total })}
                      </span>
                      {overdue > 0 ? <OverdueBadge /> : null}
                    </span>
                    <OverdueLinks items={member.assignments.items} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </LearningPanel>
  )
}

/** Each member's passed quizzes and certificates. */
export function TeamLearning({ members }: { members: Member[] }) {
  const t = useT()
  return (
    <LearningPanel id="team-learning" title={t('completion.team.title')}>
      <MemberList
        members={members}
        testId="team-quizzes"
        rowClassName="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-4"
        details={(member) => (
          <div className="text-sm text-slate-700 dark:text-slate-300">
            <p>
              {t('completion.team.quizzes', { count: member.quizzes.passed })}
              {member.quizzes.averageBest !== null ? ` · ${t('completion.team.average', { percent: member.quizzes.averageBest })}` : ''}
            </p>
            {member.certificates.length > 0 ? (
              <ul className="mt-1 flex flex-wrap gap-2">
                {member.certificates.map((certificate) => (
                  <li key={certificate.id}>
                    <Link to={certificatePath(certificate.id)} className="font-medium text-brand-700 underline dark:text-brand-300">
                      {certificate.title} ({certificate.gradePercent}%)
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-500 dark:text-slate-400">{t('completion.team.noCertificates')}</p>
            )}
          </div>
        )}
      />
    </LearningPanel>
  )
}
