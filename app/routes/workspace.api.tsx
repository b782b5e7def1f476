import { data, Link } from 'react-router'
import { z } from 'zod'
import { requireUser } from '../accounts/session.server'
import { ApiKeysPanel, type ApiFormResult } from '../api/components/api-keys-panel'
import { ApiUsagePanel } from '../api/components/api-usage-panel'
import { createApiKey, listApiKeys, revokeApiKey } from '../api/keys.server'
import { workspaceApiUsage } from '../api/usage.server'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { requestText } from '../i18n/request-text'
import { appErrorResponse, forbidden, notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import type { Route } from './+types/workspace.api'

/** The workspace of an Admin; members of no workspace get 404, Users 403 (Access Denied). */
async function requireWorkspaceAdmin(request: Request) {
  const user = await requireUser(request)
  if (!user.workspace) throw notFound()
  if (user.workspace.role !== 'admin') throw forbidden({ reason: 'forbidden' })
  return { user, workspaceId: user.workspace.workspaceId }
}

export async function loader({ request }: Route.LoaderArgs) {
  const { workspaceId } = await requireWorkspaceAdmin(request)
  const db = getDb()
  const [keys, usage] = await Promise.all([listApiKeys(db, workspaceId), workspaceApiUsage(db, workspaceId, { quota: getConfig().API_MONTHLY_QUOTA })])
  return { keys, usage }
}

export const meta: Route.MetaFunction = () => [{ title: 'API · Workspace' }, { name: 'robots', content: 'noindex' }]

const formSchema = (nameMessage: string) =>
  z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('create'), name: z.string().trim().min(1, nameMessage).max(60, nameMessage) }),
    z.object({ intent: z.literal('revoke'), keyId: z.uuid() }),
  ])

const answer = (result: ApiFormResult, status = 200) => data(result, { status, headers: { 'Cache-Control': 'no-store' } })

/** Admins create a key (answered once, whole) and revoke keys; each change is in the workspace's activity. */
export async function action({ request }: Route.ActionArgs) {
  const { user, workspaceId } = await requireWorkspaceAdmin(request)
  const parsed = await parseForm(request, formSchema(requestText(request, 'workspace.api.nameInvalid')), {
    fallbackMessage: requestText(request, 'workspace.api.error.unknownAction'),
  })
  if (!parsed.ok) {
    const intent = parsed.values.intent ?? ''
    const isFieldRefusal = intent === 'create' && 'name' in parsed.errors
    return answer({ intent, ok: false, message: isFieldRefusal ? null : parsed.message, errors: parsed.errors, values: parsed.values }, 400)
  }
  const form = parsed.data
  const db = getDb()
  if (form.intent === 'revoke') {
    const isRevoked = await revokeApiKey(db, { workspaceId, actorId: user.id, keyId: form.keyId })
    if (!isRevoked) return answer({ intent: form.intent, ok: false, message: requestText(request, 'workspace.api.error.keyGone'), errors: {}, values: {} }, 404)
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
      errors: refusal.field ? { [refusal.field]: requestText(request, 'workspace.api.nameInvalid') } : {},
      values: parsed.values,
    }))
  }
}

export default function WorkspaceApi({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className="space-y-6">
      <p className="text-slate-700 dark:text-slate-300">
        {t('workspace.api.docsText')}{' '}
        <Link to="/api" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('workspace.api.docsLink')}</Link>
      </p>
      <ApiKeysPanel keys={loaderData.keys} result={actionData as ApiFormResult | undefined} />
      <ApiUsagePanel usage={loaderData.usage} />
    </div>
  )
}
