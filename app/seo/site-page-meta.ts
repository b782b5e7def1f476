import type { MetaDescriptor } from 'react-router'
import { pageMeta, rootSeo, type MatchLike, type PageMetaInput, type RootSeo } from './meta'

type SitePage = Omit<PageMetaInput, 'siteName' | 'siteUrl'>

/**
 * The meta function of a page whose tags do not depend on its loader (contact, plans, log in):
 * its own title, description and path with the root's site name and address. A page whose
 * text names the site describes itself from that name; its title is in the reader's language.
 */
export function sitePageMeta(page: (seo: RootSeo) => SitePage) {
  return ({ matches }: { matches: readonly MatchLike[] }): MetaDescriptor[] => {
    const seo = rootSeo(matches)
    return pageMeta({ ...seo, ...page(seo) })
  }
}
