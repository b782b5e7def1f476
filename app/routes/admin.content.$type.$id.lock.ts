import { data } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { claimLock, releaseLock } from '../admin/content/edit-locks.server'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { idParam, typeParam } from '../admin/content/route-params.server'
import { getDb } from '../db/client.server'
import { parseForm } from '../lib/parse-form.server'
import type { Route } from './+types/admin.content.$type.$id.lock'

const lockForm = z.object({ intent: z.enum(['renew', 'release'], { error: 'Say renew or release.' }) })

/** The open editor renews its edit lock (or learns who holds it now), and lets it go when it closes. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id)!
  await accessOrNotFound(() => requireItemAccess(getDb(), staff, type, id, 'edit'))
  const parsed = await parseForm(request, lockForm)
  if (!parsed.ok) return data({ message: parsed.message }, { status: 400 })
  if (parsed.data.intent === 'release') {
    await releaseLock(getDb(), { type, id }, staff)
    return { state: 'released' as const }
  }
  return claimLock(getDb(), { type, id }, staff)
}
