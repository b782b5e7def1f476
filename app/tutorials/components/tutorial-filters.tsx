import { useT } from '../../i18n/i18n'
import { listHref } from '../../lib/list-href'
import { FilterActions, FilterBar, FilterSelect, SearchField } from '../../ui/filter-bar'
import { tutorialCategorySlugs, tutorialDifficulties, type TutorialSort } from '../tutorial-choices'

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
  const sorts: [TutorialSort, string][] = [
    ['published_at', t('tutorials.sortLatest')],
    ['views', t('tutorials.sortViews')],
    ['likes', t('tutorials.sortLikes')],
    ['title', t('tutorials.sortTitle')],
  ]
  return (
    <FilterBar
      label={t('tutorials.filters')}
      selects={3}
      hrefOf={(field) =>
        tutorialsHref({
          search: field('search'),
          difficulty: field('difficulty'),
          category: field('category'),
          sort: (field('sort') ?? 'published_at') as TutorialSort,
        })
      }
    >
      <SearchField id="tutorial-search" label={t('tutorials.search')} placeholder={t('tutorials.searchPlaceholder')} value={current.search} />
      <FilterSelect
        name="difficulty"
        label={t('tutorials.difficulty')}
        value={current.difficulty}
        all={t('tutorials.allDifficulties')}
        options={tutorialDifficulties.map((level) => [level, t(`tutorials.level.${level}`)])}
      />
      <FilterSelect
        name="category"
        label={t('tutorials.category')}
        value={current.category}
        all={t('tutorials.allCategories')}
        options={tutorialCategorySlugs.map((slug) => [slug, t(`tutorials.cat.${slug}`)])}
      />
      <FilterSelect name="sort" label={t('tutorials.sortBy')} value={current.sort} options={sorts} />
      <FilterActions apply={t('tutorials.apply')} clear={hasFilters ? { href: '/tutorials', label: t('tutorials.clearFilters') } : undefined} />
    </FilterBar>
  )
}
