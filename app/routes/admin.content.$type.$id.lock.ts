import { requirePermission } from '../admin/access.server'
import { claimLock } from '../admin/content/edit-locks.server'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { idParam, typeParam } from '../admin/content/route-params.server'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.content.$type.$id.lock'

/** The open editor renews its edit lock (or learns who holds it now). */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id)!
  await accessOrNotFound(() => requireItemAccess(getDb(), staff, type, id, 'edit'))
  return claimLock(getDb(), { type, id }, staff)
}
