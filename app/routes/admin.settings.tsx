import { data } from 'react-router'
import { z } from 'zod'
import { inboxKinds, listInbox, setInboxHandled } from '../admin/admin-inbox.server'
import { getProviderStatuses } from '../admin/operations/provider-statuses.server'
import { getSiteSettings, mailFromAddress, saveSiteSettings, settingsSchema } from '../site/settings.server'
import { listEmails } from '../admin/outbox.server'
import { requirePermission } from '../admin/access.server'
import { AdminInbox } from '../admin/components/admin-inbox'
import { AdminHeader } from '../admin/components/admin-ui'
import { OutboxTable } from '../admin/components/operations/outbox-table'
import { ProviderStatusList } from '../admin/components/operations/provider-status'
import { SiteSettingsForm } from '../admin/components/operations/site-settings-form'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { mailTransportName } from '../email/mailer.server'
import type { Route } from './+types/admin.settings'
import type { FormValues } from '../lib/form-values'
import { checkForm } from '../lib/parse-form.server'
import { readForm } from '../lib/read-form.server'
import { SupportTargetsForm } from '../admin/components/support/support-targets-form'
import { parseTargetsForm, readSupportTargets, saveSupportTargets } from '../support/targets.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'settings')
  const db = getDb()
  const [settings, emails, inbox, supportTargets] = await Promise.all([getSiteSettings(db), listEmails(db), listInbox(db, { limit: 20 }), readSupportTargets(db)])
  return {
    supportTargets,
    settings,
    defaultOwnerEmail: mailFromAddress(),
    defaultName: getConfig().SITE_NAME,
    providers: getProviderStatuses(),
    emails,
    transport: mailTransportName(),
    inbox,
  }
}

const settingsForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('inbox'), kind: z.enum(inboxKinds), id: z.uuid(), isHandled: z.enum(['true', 'false']) }),
  settingsSchema.extend({
    intent: z.literal('site'),
    siteName: settingsSchema.shape.siteName.default(''),
    siteDescription: settingsSchema.shape.siteDescription.default(''),
    holdCommentsForReview: z.literal('on').optional().transform((value) => value === 'on'),
    podcastOwnerName: settingsSchema.shape.podcastOwnerName.default(''),
    podcastOwnerEmail: settingsSchema.shape.podcastOwnerEmail.default(''),
  }),
])

/** Saves the site settings, or flips an inbox item between handled and new. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'settings')
  const db = getDb()
  const form = await readForm(request)
  if (form.get('intent') === 'support-targets') {
    const targets = parseTargetsForm(form)
    if ('errors' in targets) return data({ ok: false as const, targetErrors: targets.errors }, { status: 400 })
    await saveSupportTargets(db, { targets: targets.targets, actorId: admin.id })
    return { ok: true as const, targetsSaved: true }
  }
  const parsed = checkForm(form, settingsForm, 'Invalid request.')
  if (!parsed.ok) {
    // The site form shows its fields' messages; an inbox button shows one line.
    if (parsed.values.intent === 'site') return parsed.reply({ ok: false as const, intent: 'site' as const })
    return parsed.reply({ ok: false as const, error: parsed.message })
  }
  const input = parsed.data
  if (input.intent === 'inbox') {
    const found = await setInboxHandled(db, { actorId: admin.id, kind: input.kind, id: input.id, isHandled: input.isHandled === 'true' })
    return found ? { ok: true as const } : data({ ok: false as const, error: 'This item no longer exists.' }, { status: 404 })
  }
  const { intent: _, ...settings } = input
  await saveSiteSettings(db, { actorId: admin.id, settings })
  return { ok: true as const, saved: true }
}

/** The settings form's fields as the user typed them (the checkbox sends "on" when ticked). */
const typedSettings = (values: FormValues) => ({
  siteName: values.siteName ?? '',
  siteDescription: values.siteDescription ?? '',
  holdCommentsForReview: values.holdCommentsForReview === 'on',
  podcastOwnerName: values.podcastOwnerName ?? '',
  podcastOwnerEmail: values.podcastOwnerEmail ?? '',
})

export const meta = () => [{ title: 'Settings · Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, defaultName, defaultOwnerEmail, providers, emails, transport, inbox, supportTargets } = loaderData
  const failed = actionData && 'intent' in actionData ? actionData : null
  return (
    <div className="space-y-10">
      <AdminHeader title="Settings" description="Site identity, comment moderation, support targets, providers, the e-mail outbox and the inbox." />
      <SiteSettingsForm
        values={failed ? typedSettings(failed.values) : settings}
        defaultOwnerEmail={defaultOwnerEmail}
        defaultName={defaultName}
        errors={failed?.errors}
        isSaved={Boolean(actionData && 'saved' in actionData && actionData.saved)}
      />
      <SupportTargetsForm
        targets={supportTargets}
        errors={actionData && 'targetErrors' in actionData ? actionData.targetErrors : undefined}
        isSaved={Boolean(actionData && 'targetsSaved' in actionData)}
      />
      <ProviderStatusList providers={providers} />
      <OutboxTable emails={emails} transport={transport} />
      <AdminInbox {...inbox} />
    </div>
  )
}
