import { getConfig } from '../config.server'
import { robotsTxt } from '../seo/robots'

/** /robots.txt */
export function loader() {
  return new Response(robotsTxt(getConfig().SITE_URL), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=86400',
    },
  })
}
