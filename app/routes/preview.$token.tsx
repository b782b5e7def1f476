import { data } from 'react-router'
import { ItemPreviewView } from '../content/components/item-preview-view'
import { loadPreview } from '../content/item-preview.server'
import { getDb } from '../db/client.server'
import { itemOfPreviewLink, previewCoverPath } from '../newsroom/preview-links.server'
import type { Route } from './+types/preview.$token'

const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' }

/** Never stored by a cache, never indexed, and the link is not passed on to other sites. */
export const headers: Route.HeadersFunction = () => privateHeaders

/** An unpublished item shown through a signed preview link to someone outside the newsroom (48 hours, revocable). */
export async function loader({ params }: Route.LoaderArgs) {
  const token = (params.token ?? '').slice(0, 200)
  const item = await itemOfPreviewLink(getDb(), token)
  const preview = item ? await loadPreview(getDb(), item.type, item.id) : null
  if (!preview) throw data(null, { status: 404, headers: privateHeaders })
  return { item: { ...preview, cover: previewCoverPath(token, preview.cover) }, now: Date.now() }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData ? `Preview: ${loaderData.item.title}` : 'Preview link expired' }, { name: 'robots', content: 'noindex' }]

export default function SharedPreview({ loaderData }: Route.ComponentProps) {
  return (
    <div lang="en" dir="ltr" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <ItemPreviewView item={loaderData.item} now={loaderData.now} notice={<p>A preview the newsroom shared before publication. Please do not pass it on.</p>} />
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <div lang="en" dir="ltr" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-bold">This preview link does not work</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">It has expired (links work for 48 hours) or the newsroom revoked it. Ask them for a new one.</p>
    </div>
  )
}
