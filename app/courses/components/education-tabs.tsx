import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { EducationTab } from '../course-filters'
import { educationHref, type EducationFilterValues } from './education-filters'

/** The Courses and Learning Paths tabs with their counts; links, so they work without JavaScript. */
export function EducationTabs({ current, counts }: { current: EducationFilterValues; counts: Record<EducationTab, number> }) {
  const t = useT()
  const tabs: [EducationTab, string][] = [
    ['courses', t('education.tabCourses')],
    ['paths', t('education.tabPaths')],
  ]
  return (
    <nav aria-label={t('education.views')} className="mt-8 border-b border-slate-200 dark:border-slate-800">
      <ul className="-mb-px flex gap-6">
        {tabs.map(([tab, label]) => {
          const isActive = current.tab === tab
          return (
            <li key={tab}>
              <Link
                to={educationHref(current, { tab: tab === 'courses' ? undefined : tab })}
                aria-current={isActive ? 'page' : undefined}
                data-testid={`tab-${tab}`}
                className={`inline-flex items-center gap-2 border-b-2 px-1 pb-3 text-base font-semibold ${
                  isActive
                    ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`}
              >
                {label}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {counts[tab]}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
