import { data } from 'react-router'
import { z } from 'zod'
import { requireUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { markAllNotificationsRead, markNotificationRead } from '../notifications/notifications.server'
import type { Route } from './+types/notifications'
import { readForm } from '../lib/read-form.server'

const schema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('read'), id: z.uuid() }),
  z.object({ intent: z.literal('read-all') }),
])

/** Marks one or all of the signed-in user's notifications read. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return data({ ok: false, error: 'Unknown notification.' }, { status: 400 })
  if (parsed.data.intent === 'read-all') {
    await markAllNotificationsRead(getDb(), user.id)
    return { ok: true }
  }
  const found = await markNotificationRead(getDb(), user.id, parsed.data.id)
  return found ? { ok: true } : data({ ok: false, error: 'Unknown notification.' }, { status: 404 })
}
