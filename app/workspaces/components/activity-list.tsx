import type { MessageKey } from '../../i18n/en'
import { useLanguage, useT, type Translate } from '../../i18n/i18n'
import { formatDate } from '../../lib/dates'
import { Panel } from './workspace-ui'
import { ListOrEmpty } from '../../ui/list-or-empty'

/** One recorded change, with the names it mentions resolved. */
export interface ActivityEntry {
  action: string
  at: Date | string
  actorName: string | null
  /** The member a role change or removal was about, while they are still a member. */
  memberName: string | null
  details: Record<string, unknown>
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const webhookSentences: Partial<Record<string, MessageKey>> = {
  'webhook.create': 'workspace.activity.webhookCreate',
  'webhook.delete': 'workspace.activity.webhookDelete',
  'webhook.enable': 'workspace.activity.webhookEnable',
  'webhook.disable': 'workspace.activity.webhookDisable',
  'webhook.test': 'workspace.activity.webhookTest',
  'webhook.redeliver': 'workspace.activity.webhookRedeliver',
}

const identitySentences: Partial<Record<string, MessageKey>> = {
  'sso.configured': 'workspace.activity.ssoConfigured',
  'sso.tested': 'workspace.activity.ssoTested',
  'sso.removed': 'workspace.activity.ssoRemoved',
  'scim.token_created': 'workspace.activity.scimTokenCreated',
  'scim.token_revoked': 'workspace.activity.scimTokenRevoked',
  'scim.user_created': 'workspace.activity.scimUserCreated',
  'scim.user_updated': 'workspace.activity.scimUserUpdated',
  'scim.user_deactivated': 'workspace.activity.scimUserDeactivated',
  'scim.user_reactivated': 'workspace.activity.scimUserReactivated',
  'scim.user_deleted': 'workspace.activity.scimUserDeleted',
}

const protocolNames: Record<string, string> = { oidc: 'OpenID Connect', saml: 'SAML 2.0' }

/** An entry as one sentence in the reader's language. */
function describe(t: Translate, entry: ActivityEntry) {
  const actor = entry.actorName ?? t('workspace.activity.someone')
  const member = entry.memberName ?? t('workspace.activity.formerMember')
  const role = t(entry.details.role === 'admin' ? 'workspace.role.admin' : 'workspace.role.user')
  const kind = entry.action.replace(/^workspace\./, '')
  const simple: Record<string, MessageKey> = {
    invite: 'workspace.activity.invite',
    revoke: 'workspace.activity.revoke',
    leave: 'workspace.activity.leave',
    role: 'workspace.activity.role',
    remove: 'workspace.activity.remove',
  }
  const identitySentence = identitySentences[kind]
  if (identitySentence) return t(identitySentence, { actor, member, protocol: protocolNames[text(entry.details.protocol)] ?? '' })
  if (kind === 'sso.switched') {
    return t(entry.details.isEnabled !== true ? 'workspace.activity.ssoOff' : entry.details.isSsoRequired === true ? 'workspace.activity.ssoRequired' : 'workspace.activity.ssoOn', { actor })
  }
  const webhookSentence = webhookSentences[kind]
  if (webhookSentence) return t(webhookSentence, { actor, url: text(entry.details.url) || t('workspace.activity.anEndpoint'), event: text(entry.details.event) })
  switch (kind) {
    case 'create':
      return t('workspace.activity.create', { actor, name: text(entry.details.name) })
    case 'join':
      return t(entry.details.by === 'domain' ? 'workspace.activity.joinByDomain' : entry.details.by === 'sso' ? 'workspace.activity.joinBySso' : 'workspace.activity.join', { actor, role })
    case 'assign':
      return t(entry.details.toOneMember === true ? 'workspace.activity.assignMember' : 'workspace.activity.assignEveryone', { actor, title: text(entry.details.title) })
    case 'unassign':
      return t('workspace.activity.unassign', { actor, title: text(entry.details.title) })
    case 'api_key.create':
      return t('workspace.activity.apiKeyCreate', { actor, name: text(entry.details.name), prefix: text(entry.details.prefix) })
    case 'api_key.revoke':
      return t('workspace.activity.apiKeyRevoke', { actor, name: text(entry.details.name) })
    case 'rename':
      return t('workspace.activity.rename', { actor, from: text(entry.details.from), to: text(entry.details.to) })
    case 'domain_verified':
      return t('workspace.activity.domainVerified', { actor, domain: text(entry.details.domain) })
    case 'domain_lost':
      return t('workspace.activity.domainLost', { domain: text(entry.details.domain) })
    case 'settings': {
      const domain = text(entry.details.domain)
      if (!domain) return t('workspace.activity.domainRemoved', { actor })
      return t(entry.details.allowDomainJoin === true ? 'workspace.activity.domainOpen' : 'workspace.activity.domainClosed', { actor, domain })
    }
    default: {
      const key = simple[kind]
      return key ? t(key, { actor, member, role }) : t('workspace.activity.other', { actor, action: kind })
    }
  }
}

/** Workspace → Activity (Admins): the workspace's recent changes, newest first. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  const t = useT()
  const language = useLanguage()
  return (
    <Panel title={t('workspace.activity.title')} testId="activity">
      <ListOrEmpty items={entries} empty={t('workspace.activity.none')} isOrdered>
        {(entry, index) => (
          <li key={`${String(entry.at)}-${index}`} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <span className="text-sm text-slate-800 dark:text-slate-200">{describe(t, entry)}</span>
            <time dateTime={new Date(entry.at).toISOString()} className="shrink-0 text-xs text-slate-500 tabular-nums dark:text-slate-400">
              {formatDate(entry.at, language, 'dateTime')} UTC
            </time>
          </li>
        )}
      </ListOrEmpty>
    </Panel>
  )
}
