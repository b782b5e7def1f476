import type { MessageKey } from '../../../i18n/en'
import { useLanguage, useT } from '../../../i18n/i18n'
import { formatDay } from '../../../lib/dates'
import type { LearningAnalytics } from '../../analytics.server'
import { analyticsCell as cell, useDay } from './learning-bits'
import { WeeklyChartCard } from './weekly-chart-card'

type Week = LearningAnalytics['weeks'][number]

/** The weekly figures, each drawn as a chart and given as a column of the table. */
const figures: { title: MessageKey; value: (week: Week) => number; color: string }[] = [
  { title: 'workspaceLearning.analytics.chartActive', value: (week) => week.activeMembers, color: 'text-brand-600 dark:text-brand-300' },
  { title: 'workspaceLearning.analytics.chartArticles', value: (week) => week.articlesRead, color: 'text-sky-600 dark:text-sky-300' },
  { title: 'workspaceLearning.analytics.chartLessons', value: (week) => week.lessonsCompleted, color: 'text-emerald-600 dark:text-emerald-300' },
]

/** The team's last 12 weeks: a chart per figure, with the same figures in a table. */
export function TeamWeeks({ weeks }: { weeks: Week[] }) {
  const t = useT()
  const language = useLanguage()
  const day = useDay()
  const weekLabel = (week: string) => formatDay(week, language)
  const series = (pick: (week: Week) => number) => weeks.map((week) => ({ week: week.week, value: pick(week) }))
  return (
    <section aria-labelledby="team-weeks" className="space-y-4">
      <h3 id="team-weeks" className="text-lg font-semibold">{t('workspaceLearning.analytics.weeksTitle')}</h3>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {figures.map((figure) => (
          <WeeklyChartCard key={figure.title} title={t(figure.title)} points={series(figure.value)} formatWeek={weekLabel} color={figure.color} />
        ))}
      </div>
      <details className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <summary className="cursor-pointer font-semibold">{t('workspaceLearning.analytics.weeklyTable')}</summary>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-start text-sm" data-testid="weekly-table">
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className={cell}>{t('workspaceLearning.analytics.weekOf')}</th>
                {figures.map((figure) => (
                  <th key={figure.title} scope="col" className={`${cell} text-end`}>{t(figure.title)}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-800">
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row" className={`${cell} font-medium`}>{day(week.week)}</th>
                  {figures.map((figure) => (
                    <td key={figure.title} className={`${cell} text-end`}>{figure.value(week)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
