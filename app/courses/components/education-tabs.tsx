import { useT } from '../../i18n/i18n'
import { ListTabs } from '../../ui/list-tabs'
import type { EducationTab } from '../course-choices'
import { educationHref, type EducationFilterValues } from './education-filters'

/** The Courses and Learning Paths tabs with their counts. */
export function EducationTabs({ current, counts }: { current: EducationFilterValues; counts: Record<EducationTab, number> }) {
  const t = useT()
  const labels = { courses: t('education.tabCourses'), paths: t('education.tabPaths') }
  return <ListTabs label={t('education.views')} current={current.tab} labels={labels} counts={counts} hrefOf={(tab) => educationHref(current, { tab })} />
}
