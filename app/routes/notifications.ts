import { data } from 'react-router'
import { z } from 'zod'
import { requireUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { markAllNotificationsRead, markNotificationRead } from '../notifications/notifications.server'
import type { Route } from './+types/notifications'
import { parseForm } from '../lib/parse-form.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { textKey } from '../i18n/text-keys'

const schema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('read'), id: z.uuid() }),
  z.object({ intent: z.literal('read-all') }),
])

/** Marks one or all of the signed-in user's notifications read. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, schema, { fallbackMessage: textKey('answers.notFound.notification') })
  if (!parsed.ok) return parsed.reply({ ok: false, error: parsed.message })
  if (parsed.data.intent === 'read-all') {
    await markAllNotificationsRead(getDb(), user.id)
    return { ok: true }
  }
  const found = await markNotificationRead(getDb(), user.id, parsed.data.id)
  return found ? { ok: true } : data({ ok: false, error: readerAnswer('answers.notFound.notification') }, { status: 404 })
}
