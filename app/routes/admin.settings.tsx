import { data } from 'react-router'
import { z } from 'zod'
import { inboxKinds, listInbox, setInboxHandled } from '../admin/inbox.server'
import { getProviderStatuses } from '../admin/operations/providers.server'
import { getSiteSettings, saveSiteSettings, settingsSchema } from '../site/settings.server'
import { listEmails } from '../admin/outbox.server'
import { requireAdmin } from '../accounts/session.server'
import { AdminInbox } from '../admin/components/admin-inbox'
import { AdminHeader } from '../admin/components/admin-ui'
import { OutboxTable } from '../admin/components/operations/outbox-table'
import { ProviderStatusList } from '../admin/components/operations/provider-status'
import { SiteSettingsForm } from '../admin/components/operations/site-settings-form'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { mailTransportName } from '../email/mailer.server'
import type { Route } from './+types/admin.settings'
import { readForm } from '../lib/read-form.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const db = getDb()
  const [settings, emails, inbox] = await Promise.all([getSiteSettings(db), listEmails(db), listInbox(db, { limit: 20 })])
  return {
    settings,
    defaultName: getConfig().SITE_NAME,
    providers: getProviderStatuses(),
    emails,
    transport: mailTransportName(),
    inbox,
  }
}

const inboxForm = z.object({ intent: z.literal('inbox'), kind: z.enum(inboxKinds), id: z.uuid(), isHandled: z.enum(['true', 'false']) })

/** Saves the site settings, or flips an inbox item between handled and new. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const db = getDb()
  const form = Object.fromEntries(await readForm(request))
  if (form.intent === 'inbox') {
    const parsed = inboxForm.safeParse(form)
    if (!parsed.success) return data({ ok: false as const, error: 'Invalid request.' }, { status: 400 })
    const found = await setInboxHandled(db, { actorId: admin.id, ...parsed.data, isHandled: parsed.data.isHandled === 'true' })
    return found ? { ok: true as const } : data({ ok: false as const, error: 'This item no longer exists.' }, { status: 404 })
  }
  if (form.intent !== 'site') return data({ ok: false as const, error: 'Invalid request.' }, { status: 400 })
  const values = {
    siteName: String(form.siteName ?? ''),
    siteDescription: String(form.siteDescription ?? ''),
    holdCommentsForReview: form.holdCommentsForReview === 'on',
  }
  const parsed = settingsSchema.safeParse(values)
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    return data({ ok: false as const, errors, values }, { status: 400 })
  }
  await saveSiteSettings(db, { actorId: admin.id, settings: parsed.data })
  return { ok: true as const, saved: true }
}

export const meta = () => [{ title: 'Settings · Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, defaultName, providers, emails, transport, inbox } = loaderData
  const failed = actionData && !actionData.ok && 'values' in actionData ? actionData : null
  return (
    <div className="space-y-10">
      <AdminHeader title="Settings" description="Site identity, comment moderation, providers, the e-mail outbox and the inbox." />
      <SiteSettingsForm
        values={failed?.values ?? settings}
        defaultName={defaultName}
        errors={failed?.errors}
        isSaved={Boolean(actionData && 'saved' in actionData && actionData.saved)}
      />
      <ProviderStatusList providers={providers} />
      <OutboxTable emails={emails} transport={transport} />
      <AdminInbox {...inbox} />
    </div>
  )
}
