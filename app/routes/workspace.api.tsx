import { data, Link } from 'react-router'
import { z } from 'zod'
import { ApiKeysPanel, type ApiFormResult } from '../public-api/components/api-keys-panel'
import { ApiUsagePanel } from '../public-api/components/api-usage-panel'
import { WebhooksPanel } from '../public-api/components/webhooks-panel'
import type { WebhookFormResult } from '../public-api/components/webhooks-views'
import { createApiKey, listApiKeys, revokeApiKey } from '../public-api/keys.server'
import { workspaceApiUsage } from '../public-api/usage.server'
import { deleteWebhookEndpoint, listWebhookDeliveries, listWebhookEndpoints, redeliverWebhook, sendWebhookTest, setWebhookEndpointEnabled } from '../public-api/webhooks/endpoints.server'
import { queueWebhookDelivery } from '../public-api/webhooks/jobs.server'
import { WebhookRefusal } from '../public-api/webhooks/refusals.server'
import { createWebhookEndpoint, webhookEventChoices } from '../public-api/webhooks/webhooks.server'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { readerAnswer, refusalText } from '../i18n/reader-message.server'
import { textKey } from '../i18n/text-keys'
import { appErrorResponse } from '../lib/error-responses.server'
import type { FormValues } from '../lib/form-values'
import { parseForm } from '../lib/parse-form.server'
import { requireWorkspaceAdmin } from '../workspaces/require-admin.server'
import type { Route } from './+types/workspace.api'
import { titleMeta } from '../seo/meta'

export async function loader({ request }: Route.LoaderArgs) {
  const { user, workspaceId } = await requireWorkspaceAdmin(request)
  const db = getDb()
  const [keys, usage, endpoints] = await Promise.all([
    listApiKeys(db, workspaceId),
    workspaceApiUsage(db, workspaceId, { quota: getConfig().API_MONTHLY_QUOTA }),
    listWebhookEndpoints(db, { workspaceId, actorId: user.id }),
  ])
  const webhooks = await Promise.all(
    endpoints.map(async (endpoint) => ({ ...endpoint, deliveries: await listWebhookDeliveries(db, { workspaceId, actorId: user.id, endpointId: endpoint.id, limit: 50 }) })),
  )
  return { keys, usage, webhooks, webhookEvents: webhookEventChoices }
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.workspaceApi')

// The messages are keys: the form's reply is written in the reader's language (parseForm).
const nameMessage = textKey('workspace.api.nameInvalid')
const urlMessage = textKey('workspace.webhooks.error.urlInvalid')

const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), name: z.string().trim().min(1, nameMessage).max(60, nameMessage) }),
  z.object({ intent: z.literal('revoke'), keyId: z.uuid() }),
  // The events are read with form.getAll: a form sends one `events` field per box ticked.
  z.object({ intent: z.literal('webhook-create'), url: z.string().trim().min(1, urlMessage).max(2048, urlMessage) }),
  z.object({ intent: z.enum(['webhook-test', 'webhook-enable', 'webhook-disable', 'webhook-delete']), endpointId: z.uuid() }),
  z.object({ intent: z.literal('webhook-redeliver'), deliveryId: z.uuid() }),
])

const answer = (result: ApiFormResult | WebhookFormResult, status = 200) => data(result, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The webhook forms: add an endpoint (its secret answered once), send a test event, switch an
 * endpoint off or on, delete it, and send a past delivery again. The domain checks that the
 * actor is an Admin and that the endpoint is the workspace's; its refusals come back in the
 * reader's language, beside the field they are about, with what was typed.
 */
async function webhookAction(
  { user, workspaceId }: { user: { id: string }; workspaceId: string },
  form: Exclude<z.output<typeof formSchema>, { intent: 'create' | 'revoke' }>,
  formData: FormData,
) {
  const db = getDb()
  const actor = { workspaceId, actorId: user.id }
  const events = formData.getAll('events').map(String)
  const values: FormValues = form.intent === 'webhook-create' ? { url: form.url, events: events.join(',') } : {}
  try {
    switch (form.intent) {
      case 'webhook-create': {
        const created = await createWebhookEndpoint(db, { ...actor, url: form.url, events, allowLocalHttp: getConfig().WEBHOOK_ALLOW_LOCAL_HTTP })
        return answer({ intent: form.intent, ok: true, message: null, created, errors: {}, values: {} })
      }
      case 'webhook-test':
        await sendWebhookTest(db, { ...actor, endpointId: form.endpointId, send: queueWebhookDelivery })
        return answer({ intent: form.intent, ok: true, message: null, done: 'tested', endpointId: form.endpointId, errors: {}, values: {} })
      case 'webhook-enable':
      case 'webhook-disable': {
        const enabled = form.intent === 'webhook-enable'
        await setWebhookEndpointEnabled(db, { ...actor, endpointId: form.endpointId, enabled })
        return answer({ intent: form.intent, ok: true, message: null, done: enabled ? 'enabled' : 'disabled', endpointId: form.endpointId, errors: {}, values: {} })
      }
      case 'webhook-delete':
        await deleteWebhookEndpoint(db, { ...actor, endpointId: form.endpointId })
        return answer({ intent: form.intent, ok: true, message: null, done: 'deleted', errors: {}, values: {} })
      case 'webhook-redeliver': {
        const { endpointId } = await redeliverWebhook(db, { ...actor, deliveryId: form.deliveryId, send: queueWebhookDelivery })
        return answer({ intent: form.intent, ok: true, message: null, done: 'redelivered', endpointId, errors: {}, values: {} })
      }
    }
  } catch (error) {
    if (!(error instanceof WebhookRefusal)) throw error
    const text = refusalText(error)
    return answer({ intent: form.intent, ok: false, message: error.field ? null : text, errors: error.field ? { [error.field]: text } : {}, values }, error.status)
  }
}

/** Admins create a key (answered once, whole) and revoke keys, and manage webhooks; each change is in the workspace's activity. */
export async function action({ request }: Route.ActionArgs) {
  const { user, workspaceId } = await requireWorkspaceAdmin(request)
  const parsed = await parseForm(request, formSchema, { fallbackMessage: textKey('workspace.api.error.unknownAction') })
  if (!parsed.ok) {
    const intent = parsed.values.intent ?? ''
    const isFieldRefusal = (intent === 'create' && 'name' in parsed.errors) || (intent === 'webhook-create' && 'url' in parsed.errors)
    const values = intent === 'webhook-create' ? { ...parsed.values, events: parsed.form.getAll('events').map(String).join(',') } : parsed.values
    return answer({ intent, ok: false, message: isFieldRefusal ? null : parsed.message, errors: parsed.errors, values }, 400)
  }
  const form = parsed.data
  if (form.intent !== 'create' && form.intent !== 'revoke') return webhookAction({ user, workspaceId }, form, parsed.form)
  const db = getDb()
  if (form.intent === 'revoke') {
    const isRevoked = await revokeApiKey(db, { workspaceId, actorId: user.id, keyId: form.keyId })
    if (!isRevoked) return answer({ intent: form.intent, ok: false, message: readerAnswer('workspace.api.error.keyGone'), errors: {}, values: {} }, 404)
    return answer({ intent: form.intent, ok: true, message: null, done: 'revoked', errors: {}, values: {} })
  }
  try {
    const created = await createApiKey(db, { workspaceId, actorId: user.id, name: form.name })
    return answer({ intent: form.intent, ok: true, message: null, created: { ...created, name: form.name }, errors: {}, values: {} })
  } catch (error) {
    return appErrorResponse(error, (refusal): ApiFormResult => ({
      intent: form.intent,
      ok: false,
      message: refusal.field ? null : refusal.message,
      errors: refusal.field ? { [refusal.field]: readerAnswer('workspace.api.nameInvalid') } : {},
      values: parsed.values,
    }))
  }
}

export default function WorkspaceApi({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const result = actionData as ApiFormResult | WebhookFormResult | undefined
  const isWebhookForm = result?.intent.startsWith('webhook-') ?? false
  return (
    <div className="space-y-6">
      <p className="text-slate-700 dark:text-slate-300">
        {t('workspace.api.docsText')}{' '}
        <Link to="/api" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('workspace.api.docsLink')}</Link>
      </p>
      <ApiKeysPanel keys={loaderData.keys} result={isWebhookForm ? undefined : (result as ApiFormResult | undefined)} />
      <ApiUsagePanel usage={loaderData.usage} />
      <WebhooksPanel endpoints={loaderData.webhooks} events={loaderData.webhookEvents} result={isWebhookForm ? (result as WebhookFormResult) : undefined} />
    </div>
  )
}
