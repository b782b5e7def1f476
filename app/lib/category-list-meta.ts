import type { MessageKey } from '../i18n/en'
import { pageMeta, rootSeo, type MatchLike } from '../seo/meta'
import { categoryView } from './list-href'

/**
 * The meta tags of a list page that a category can narrow: the category's own title and
 * description when one is chosen, and a canonical address that keeps only the category.
 */
export function categoryListMeta<Slug extends string>(
  matches: readonly MatchLike[],
  list: {
    path: string
    slug: Slug | undefined
    nameBySlug: Record<Slug, string>
    titles: { all: MessageKey; category: MessageKey }
    describe: (siteName: string, category: string | undefined) => string
    noIndex: boolean
  },
) {
  const seo = rootSeo(matches)
  const { category, path } = categoryView(list.path, list.slug, list.nameBySlug)
  return pageMeta({
    ...seo,
    title: category ? seo.text(list.titles.category, { category }) : seo.text(list.titles.all),
    description: list.describe(seo.siteName, category),
    path,
    noIndex: list.noIndex,
  })
}
