import { data } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { autosaveRevision } from '../admin/content/revisions.server'
import { idParam, typeParam } from '../admin/content/route-params.server'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.content.$type.$id.autosave'

/** At most this much text is kept per autosave (the editor's own limit is lower). */
const MAX_AUTOSAVE_BYTES = 1_000_000

/** The open editor's text, kept as a revision (at most one per 10 minutes); the item is not changed. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id)!
  await accessOrNotFound(() => requireItemAccess(getDb(), staff, type, id, 'edit'))
  if (Number(request.headers.get('content-length') ?? 0) > MAX_AUTOSAVE_BYTES) return data({ ok: false, message: 'The text is too long to keep.' }, { status: 413 })
  const form = await request.formData()
  const values: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value
  values.authorIds = form.getAll('authorIds').map(String).filter(Boolean).join(',')
  const saved = await autosaveRevision(getDb(), { type, id, actorId: staff.id, values })
  return { ok: true, ...saved }
}
