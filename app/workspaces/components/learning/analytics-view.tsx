import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useLanguage, useT } from '../../../i18n/i18n'
import { formatDay } from '../../../lib/dates'
import type { LearningAnalytics } from '../../analytics.server'
import { OverdueBadge, LearningPanel, useDay } from './learning-bits'
import { WeeklyChartCard } from './weekly-chart-card'
import { certificatePath } from '../../../certificates/certificate-paths'

function Tile({ label, value, detail, testId }: { label: string; value: ReactNode; detail?: ReactNode; testId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid={testId}>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid={`${testId}-value`}>{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</dd> : null}
    </div>
  )
}

const cell = 'px-3 py-2.5 align-top'

/** The overdue assignments of a member, as links. */
function OverdueLinks({ items }: { items: LearningAnalytics['members'][number]['assignments']['items'] }) {
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

/** Team analytics for a workspace's Admins: tiles, 12 weekly charts with their table, and each member's figures. */
export function AnalyticsView({ analytics, csvHref }: { analytics: LearningAnalytics; csvHref: string }) {
  const t = useT()
  const language = useLanguage()
  const day = useDay()
  const weekLabel = (week: string) => formatDay(week, language)
  const memberCount = analytics.members.length
  const series = (pick: (week: LearningAnalytics['weeks'][number]) => number) => analytics.weeks.map((week) => ({ week: week.week, value: pick(week) }))
  return (
    <div className="space-y-8" data-testid="team-analytics">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-semibold">{t('workspaceLearning.analytics.title')}</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('workspaceLearning.analytics.intro')}</p>
        </div>
        <a
          href={csvHref}
          download
          className="inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          data-testid="analytics-csv"
        >
          {t('workspaceLearning.analytics.download')}
        </a>
      </div>

      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile
          testId="tile-seats"
          label={t('workspaceLearning.analytics.seats')}
          value={t('workspaceLearning.analytics.seatsValue', { used: analytics.seats.used, included: analytics.seats.included })}
          detail={t('workspaceLearning.analytics.seatsFree', { count: Math.max(0, analytics.seats.included - analytics.seats.used) })}
        />
        <Tile testId="tile-active7" label={t('workspaceLearning.analytics.active7')} value={analytics.activeMembers.last7} detail={t('workspaceLearning.analytics.ofMembers', { count: memberCount })} />
        <Tile testId="tile-active30" label={t('workspaceLearning.analytics.active30')} value={analytics.activeMembers.last30} detail={t('workspaceLearning.analytics.ofMembers', { count: memberCount })} />
        <Tile testId="tile-articles" label={t('workspaceLearning.analytics.articles30')} value={analytics.articlesRead.last30} detail={t('workspaceLearning.analytics.articles7', { count: analytics.articlesRead.last7 })} />
        <Tile testId="tile-courses" label={t('workspaceLearning.analytics.courses30')} value={analytics.courses.started30} detail={t('workspaceLearning.analytics.completed30', { count: analytics.courses.completed30 })} />
        <Tile
          testId="tile-assignments"
          label={t('workspaceLearning.analytics.assignmentsDone')}
          value={t('workspaceLearning.analytics.assignmentsValue', { done: analytics.assignments.done, total: analytics.assignments.total })}
          detail={analytics.assignments.overdue > 0 ? <span className="font-semibold text-red-700 dark:text-red-300">{t('workspaceLearning.assigned.overdue', { count: analytics.assignments.overdue })}</span> : undefined}
        />
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('workspaceLearning.analytics.activeDefinition')}</p>

      <section aria-labelledby="team-weeks" className="space-y-4">
        <h3 id="team-weeks" className="text-lg font-semibold">{t('workspaceLearning.analytics.weeksTitle')}</h3>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <WeeklyChartCard title={t('workspaceLearning.analytics.chartActive')} points={series((w) => w.activeMembers)} formatWeek={weekLabel} color="text-brand-600 dark:text-brand-300" />
          <WeeklyChartCard title={t('workspaceLearning.analytics.chartArticles')} points={series((w) => w.articlesRead)} formatWeek={weekLabel} color="text-sky-600 dark:text-sky-300" />
          <WeeklyChartCard title={t('workspaceLearning.analytics.chartLessons')} points={series((w) => w.lessonsCompleted)} formatWeek={weekLabel} color="text-emerald-600 dark:text-emerald-300" />
        </div>
        <details className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <summary className="cursor-pointer font-semibold">{t('workspaceLearning.analytics.weeklyTable')}</summary>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-start text-sm" data-testid="weekly-table">
              <thead className="text-slate-600 dark:text-slate-400">
                <tr>
                  <th scope="col" className={cell}>{t('workspaceLearning.analytics.weekOf')}</th>
                  <th scope="col" className={`${cell} text-end`}>{t('workspaceLearning.analytics.chartActive')}</th>
                  <th scope="col" className={`${cell} text-end`}>{t('workspaceLearning.analytics.chartArticles')}</th>
                  <th scope="col" className={`${cell} text-end`}>{t('workspaceLearning.analytics.chartLessons')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-800">
                {analytics.weeks.map((week) => (
                  <tr key={week.week}>
                    <th scope="row" className={`${cell} font-medium`}>{day(week.week)}</th>
                    <td className={`${cell} text-end`}>{week.activeMembers}</td>
                    <td className={`${cell} text-end`}>{week.articlesRead}</td>
                    <td className={`${cell} text-end`}>{week.lessonsCompleted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <LearningPanel id="team-members" title={t('workspaceLearning.analytics.membersTitle')}>
        <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800" data-testid="member-cards">
          {analytics.members.map((member) => (
            <li key={member.userId} className="py-3 first:pt-0 last:pb-0">
              <p className="font-semibold">{member.name}</p>
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
            </li>
          ))}
        </ul>
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
              {analytics.members.map((member) => {
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

      <LearningPanel id="team-learning" title={t('completion.team.title')}>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="team-quizzes">
          {analytics.members.map((member) => (
            <li key={member.userId} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-4">
              <p className="font-semibold">{member.name}</p>
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
            </li>
          ))}
        </ul>
      </LearningPanel>
    </div>
  )
}
