import { useT } from '../../i18n/i18n'
import { listHref } from '../../lib/list-href'
import { ListFilters } from '../../ui/list-filters'
import { courseLevels, educationCategorySlugs, type EducationTab } from '../course-choices'

export interface EducationFilterValues {
  search?: string
  level?: string
  category?: string
  tab: EducationTab
}

/** An /education address from the current filters with some of them changed (defaults left out). */
export function educationHref(current: EducationFilterValues, changes: Record<string, string | undefined> = {}) {
  const { search, level, category, tab } = current
  return listHref('/education', { search, level, category, tab, ...changes }, { tab: 'courses' })
}

/** Search, level and category: a GET form, so every filter lives in the URL and works without JavaScript. */
export function EducationFilters(current: EducationFilterValues) {
  const t = useT()
  const hasFilters = Boolean(current.search || current.level || current.category)
  return (
    <ListFilters
      variant="panel"
      area="education"
      hidden={{ tab: current.tab !== 'courses' ? current.tab : undefined }}
      search={{ id: 'education-search', value: current.search }}
      selects={[
        { name: 'level', value: current.level, options: courseLevels.map((level) => [level, t(`education.level.${level}`)]) },
        { name: 'category', value: current.category, options: educationCategorySlugs.map((slug) => [slug, t(`education.cat.${slug}`)]) },
      ]}
      clear={hasFilters ? { href: educationHref({ tab: current.tab }) } : undefined}
      hrefOf={(field) => educationHref({ search: field('search'), level: field('level'), category: field('category'), tab: current.tab })}
    />
  )
}
