import { useT } from '../../i18n/i18n'
import { listHref } from '../../lib/list-href'
import { ListFilters } from '../../ui/list-filters'
import { tutorialCategorySlugs, tutorialDifficulties, tutorialSorts, type TutorialSort } from '../tutorial-choices'

export interface TutorialFilterValues {
  search?: string
  difficulty?: string
  category?: string
  sort: TutorialSort
}

/** A /tutorials address from the current filters with some of them changed (defaults left out). */
export function tutorialsHref(current: TutorialFilterValues, changes: Record<string, string | number | undefined> = {}) {
  return listHref('/tutorials', { ...current, ...changes }, { sort: 'published_at' })
}

/** Search, difficulty, category and sort: a GET form, so every filter lives in the URL and works without JavaScript. */
export function TutorialFilters(current: TutorialFilterValues) {
  const t = useT()
  const hasFilters = Boolean(current.search || current.difficulty || current.category || current.sort !== 'published_at')
  return (
    <ListFilters
      variant="panel"
      area="tutorials"
      search={{ id: 'tutorial-search', value: current.search }}
      selects={[
        { name: 'difficulty', value: current.difficulty, options: tutorialDifficulties.map((level) => [level, t(`tutorials.level.${level}`)]) },
        { name: 'category', value: current.category, options: tutorialCategorySlugs.map((slug) => [slug, t(`tutorials.cat.${slug}`)]) },
        { name: 'sort', value: current.sort, sorts: tutorialSorts },
      ]}
      clear={hasFilters ? { href: '/tutorials' } : undefined}
      hrefOf={(field) =>
        tutorialsHref({ search: field('search'), difficulty: field('difficulty'), category: field('category'), sort: (field('sort') ?? 'published_at') as TutorialSort })
      }
    />
  )
}
