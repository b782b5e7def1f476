import { useT } from '../../i18n/i18n'
import { listHref } from '../../lib/list-href'
import { ListFilters, sortOptions } from '../../ui/list-filters'
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
      label={t('tutorials.filters')}
      search={{ id: 'tutorial-search', label: t('tutorials.search'), placeholder: t('tutorials.searchPlaceholder'), value: current.search }}
      selects={[
        { name: 'difficulty', label: t('tutorials.difficulty'), value: current.difficulty, all: t('tutorials.allDifficulties'), options: tutorialDifficulties.map((level) => [level, t(`tutorials.level.${level}`)]) },
        { name: 'category', label: t('tutorials.category'), value: current.category, all: t('tutorials.allCategories'), options: tutorialCategorySlugs.map((slug) => [slug, t(`tutorials.cat.${slug}`)]) },
        { name: 'sort', label: t('tutorials.sortBy'), value: current.sort, options: sortOptions(t, 'tutorials', tutorialSorts) },
      ]}
      apply={t('tutorials.apply')}
      clear={hasFilters ? { href: '/tutorials', label: t('tutorials.clearFilters') } : undefined}
      hrefOf={(field) =>
        tutorialsHref({ search: field('search'), difficulty: field('difficulty'), category: field('category'), sort: (field('sort') ?? 'published_at') as TutorialSort })
      }
    />
  )
}
