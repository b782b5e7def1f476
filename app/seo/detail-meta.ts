import type { MetaDescriptor } from 'react-router'
import { breadcrumbJsonLd, type BreadcrumbItem } from './json-ld'
import type { MessageKey } from '../i18n/en'
import { pageMeta, pageTitle, rootSeo, type MatchLike, type PageMetaInput, type RootSeo } from './meta'


/** What one detail page says about itself; the site name and address come from the root loader. */
interface DetailPage extends Omit<PageMetaInput, 'siteName' | 'siteUrl'> {
  /** Breadcrumb steps between Home and the page; pages without one get no BreadcrumbList. */
  trail?: readonly BreadcrumbItem[]
  /** The page's own breadcrumb name when its title carries more ("… learning path"). */
  crumb?: string
  /** Tags after the breadcrumb, such as a feed's alternate link. */
  extra?: readonly MetaDescriptor[]
}

/** "{what} not found" kept out of search results: the meta of a detail page whose loader answered 404. */
export function notFoundMeta(titleKey: MessageKey, seo: RootSeo): MetaDescriptor[] {
  return [{ title: pageTitle(seo.text(titleKey), seo.siteName) }, { name: 'robots', content: 'noindex' }]
}

/** BreadcrumbList from Home through the trail to the page itself. */
export function pageBreadcrumb(siteUrl: string, trail: readonly BreadcrumbItem[], page: BreadcrumbItem): MetaDescriptor {
  return breadcrumbJsonLd([{ name: 'Home', path: '/' }, ...trail, page], siteUrl)
}

/**
 * A detail route's meta function body: the not-found tags while there is no loader data, else
 * the page's tags, its breadcrumb and any extra tags, so each route states only its own fields.
 */
export function detailPageMeta<Data>(
  args: { loaderData: Data | undefined; matches: readonly MatchLike[] },
  notFoundTitle: MessageKey,
  describe: (data: Data, seo: RootSeo) => DetailPage,
): MetaDescriptor[] {
  const seo = rootSeo(args.matches)
  if (!args.loaderData) return notFoundMeta(notFoundTitle, seo)
  const { trail, crumb, extra = [], ...page } = describe(args.loaderData, seo)
  return [
    ...pageMeta({ ...seo, ...page }),
    ...(trail ? [pageBreadcrumb(seo.siteUrl, trail, { name: crumb ?? page.title, path: page.path })] : []),
    ...extra,
  ]
}
