import type { ReactNode } from 'react'
import { useT } from '../../../i18n/i18n'
import type { LearningAnalytics } from '../../analytics.server'
import { TeamLearning, TeamMembers } from './team-members'
import { TeamWeeks } from './team-weeks'

function Tile({ label, value, detail, testId }: { label: string; value: ReactNode; detail?: ReactNode; testId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid={testId}>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid={`${testId}-value`}>{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</dd> : null}
    </div>
  )
}

/** Team analytics for a workspace's Admins: tiles, 12 weekly charts with their table, and each member's figures. */
export function AnalyticsView({ analytics, csvHref }: { analytics: LearningAnalytics; csvHref: string }) {
  const t = useT()
  const memberCount = analytics.members.length
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

      <TeamWeeks weeks={analytics.weeks} />
      <TeamMembers members={analytics.members} />
      <TeamLearning members={analytics.members} />
    </div>
  )
}
