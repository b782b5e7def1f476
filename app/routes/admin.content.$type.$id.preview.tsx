import { Link } from 'react-router'
import { notFound } from '../lib/error-responses.server'
import { editPath, typeInfo } from '../admin/content/content-types'
import { loadPreview } from '../content/item-preview.server'
import { idParam, typeParam } from '../admin/content/route-params.server'
import { requirePermission } from '../admin/access.server'
import { ContentErrorBoundary } from '../admin/components/content/content-error'
import { ItemPreviewView } from '../content/components/item-preview-view'
import { StatusBadge } from '../admin/components/content/status-badge'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.content.$type.$id.preview'

/** Any item as readers will see it, drafts and scheduled ones included; admins only, never cached. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id)!
  const item = await loadPreview(getDb(), type, id)
  if (!item) throw notFound()
  // Pages for signed-in readers are private (app/lib/cache-control.server.ts): no shared cache keeps a draft.
  return { type, id, item, now: Date.now() }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.item.title ?? 'item'} · Admin` },
  { name: 'robots', content: 'noindex' },
]

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { type, id, item, now } = loaderData
  return (
    <>
      <Link to={editPath(type, id)} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">← Back to the editor</Link>
      <div className="mt-4">
        <ItemPreviewView item={item} now={now} notice={<>
          <strong>Preview of the saved {typeInfo[type].noun}.</strong>
          <StatusBadge status={item.status} publishedAt={item.publishedAt} />
          <span>{item.status === 'published' || item.status === 'live' ? 'Readers can see it.' : 'Readers cannot see it yet.'}</span>
        </>} />
      </div>
    </>
  )
}

export const ErrorBoundary = ContentErrorBoundary
