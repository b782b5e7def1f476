import { absoluteUrl } from './xml'

/** Paths crawlers should leave alone: account, admin and token pages. */
const disallowedPaths = ['/admin', '/profile', '/api/', '/login/two-factor', '/reset-password', '/newsletter/']

/** robots.txt: everything is allowed except private paths; the sitemap is announced. */
export function robotsTxt(siteUrl: string) {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
