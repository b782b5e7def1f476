import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { listSitemapEntries, renderSitemap } from '../seo/sitemap.server'

/** /sitemap.xml: every public page, category, article, course, tutorial, video and episode. */
export async function loader() {
  const entries = await listSitemapEntries(getDb())
  return new Response(renderSitemap(getConfig().SITE_URL, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    },
  })
}
