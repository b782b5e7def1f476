import { trafficProblem } from '../ads/reader.server'
import { getDb } from '../db/client.server'
import { getConfig } from '../config.server'
import { recordLinkClick } from '../newsletter/editions/link-tracking.server'
import type { Route } from './+types/newsletter.click.$token'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * GET /newsletter/click/{token}: a link in one reader's copy of an edition. Its first click is
 * counted for the edition's report (a link checker or a prefetch is not), and every click goes
 * on to the edition's own link; 404 for a link the site never signed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const click = await recordLinkClick(getDb(), params.token, { count: trafficProblem(request.headers) === null })
  if (!click) return new Response('This newsletter link is not valid.', { status: 404, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(null, { status: 302, headers: { ...noStore, Location: withNewsletterRef(click.url, request) } })
}

/** A link to this site says it came from the newsletter (`ref=newsletter`), so a conversion after it is attributed to it. */
function withNewsletterRef(url: string, request: Request) {
  try {
    const target = new URL(url)
    const site = new URL(getConfig().SITE_URL)
    if (target.host !== site.host && target.host !== new URL(request.url).host) return url
    if (!target.searchParams.has('ref') && !target.searchParams.has('utm_source')) target.searchParams.set('ref', 'newsletter')
    return target.toString()
  } catch {
    return url
  }
}
