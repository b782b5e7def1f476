import { data } from 'react-router'
import { z } from 'zod'
import { getDb } from '../db/client.server'
import { notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { SettingsForms } from '../workspaces/components/settings-forms'
import type { WorkspaceFormResult } from '../workspaces/components/workspace-ui'
import { workspaceFormRefusal } from '../workspaces/form-refusal.server'
import { identityIntents, identitySettings, runIdentityIntent } from '../workspaces/identity-settings.server'
import { siteOriginOf } from '../workspaces/sso/connections.server'
import { renameWorkspace, updateDomainSettings } from '../workspaces/settings.server'
import { domainRecord, verifyWorkspaceDomain } from '../workspaces/domain-verification.server'
import { workspaceSummary } from '../workspaces/workspaces.server'
import { requireWorkspaceAdmin } from '../workspaces/require-admin.server'
import type { Route } from './+types/workspace.settings'

export async function loader({ request }: Route.LoaderArgs) {
  const { workspaceId } = await requireWorkspaceAdmin(request)
  const db = getDb()
  const summary = await workspaceSummary(db, workspaceId)
  if (!summary) throw notFound()
  return {
    settings: { name: summary.name, domain: summary.domain, allowDomainJoin: summary.allowDomainJoin },
    domainProof: summary.domain && summary.domainToken ? { ...domainRecord(summary.domain, summary.domainToken), domain: summary.domain, verifiedAt: summary.domainVerifiedAt } : null,
    ...(await identitySettings(db, workspaceId, { justTested: new URL(request.url).searchParams.has('ssoTested'), origin: siteOriginOf(request) })),
  }
}

const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('rename'), name: z.string().max(200) }),
  z.object({ intent: z.literal('domain'), domain: z.string().max(300).default(''), allowDomainJoin: z.literal('on').optional() }),
  z.object({ intent: z.literal('verify-domain') }),
  ...identityIntents,
])

export async function action({ request }: Route.ActionArgs) {
  const { user, workspaceId } = await requireWorkspaceAdmin(request)
  const parsed = await parseForm(request, formSchema, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return parsed.reply<Omit<WorkspaceFormResult, 'errors' | 'values'>>({ intent: parsed.values.intent ?? '', ok: false, message: parsed.message })
  const form = parsed.data
  const db = getDb()
  try {
    if (form.intent === 'rename') {
      await renameWorkspace(db, { workspaceId, actorId: user.id, name: form.name })
      return data<WorkspaceFormResult>({ intent: form.intent, ok: true, message: null, done: 'renamed', errors: {}, values: {} })
    }
    if (form.intent === 'verify-domain') {
      await verifyWorkspaceDomain(db, { workspaceId, actorId: user.id })
      return data<WorkspaceFormResult>({ intent: form.intent, ok: true, message: null, done: 'domainVerified', errors: {}, values: {} })
    }
    if (form.intent === 'domain') {
      await updateDomainSettings(db, { workspaceId, actorId: user.id, domain: form.domain, allowDomainJoin: form.allowDomainJoin === 'on' })
      return data<WorkspaceFormResult>({ intent: form.intent, ok: true, message: null, done: 'domainSaved', errors: {}, values: {} })
    }
    const answer = await runIdentityIntent(db, { workspaceId, actorId: user.id, origin: siteOriginOf(request), form })
    if (answer instanceof Response) throw answer
    return data<WorkspaceFormResult>(answer, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (error instanceof Response) throw error
    return workspaceFormRefusal(error, form.intent, parsed.values)
  }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export default function WorkspaceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, domainProof, sso, scim } = loaderData
  return <SettingsForms settings={settings} domainProof={domainProof} sso={sso} scim={scim} result={actionData as WorkspaceFormResult | undefined} />
}
