import { getDb } from '../db/client.server'
import { webAppManifest } from '../offline/manifest.server'
import { getSiteIdentity } from '../site/settings.server'

/** /manifest.webmanifest: what a browser needs to offer "Install" (decision 21). */
export async function loader() {
  const site = await getSiteIdentity(getDb())
  return new Response(JSON.stringify(webAppManifest(site)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
