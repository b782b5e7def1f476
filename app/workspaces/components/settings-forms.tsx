import { Form } from 'react-router'
import { useT } from '../../i18n/i18n'
import { primaryButtonClass, TextField } from '../../ui/forms'
import { Panel, ResultLine, useIsSending, type WorkspaceFormResult } from './workspace-ui'
import { WorkspaceNameForm } from './workspace-name-form'
import { DomainProof, type DomainProofView } from './domain-proof'
import { SsoPanel, type SsoView } from './sso-panel'
import { ScimPanel, type ScimView } from './scim-panel'

export interface SettingsView {
  name: string
  domain: string | null
  allowDomainJoin: boolean
}

/** Workspace → Settings (Admins): the name, the company domain people may join by, single sign-on and provisioning. */
export function SettingsForms({ settings, domainProof, sso, scim, result }: { settings: SettingsView; domainProof: DomainProofView | null; sso: SsoView; scim: ScimView; result?: WorkspaceFormResult }) {
  const t = useT()
  const refused = result && !result.ok ? result : undefined
  const renameValues = refused?.intent === 'rename' ? refused.values : null
  const domainValues = refused?.intent === 'domain' ? refused.values : null
  const isSavingDomain = useIsSending('domain')
  return (
    <div className="space-y-6">
      <ResultLine result={result} fieldsShownBy={['rename', 'domain', 'sso-save', 'scim-create']} />
      <Panel title={t('workspace.settings.nameTitle')}>
        <WorkspaceNameForm
          label={t('workspace.settings.nameTitle')}
          intent="rename"
          submitLabel={t('workspace.settings.nameSubmit')}
          defaultValue={renameValues ? renameValues.name : settings.name}
          error={refused?.intent === 'rename' ? refused.errors.name : undefined}
        />
      </Panel>
      <Panel title={t('workspace.settings.domainTitle')} description={t('workspace.settings.domainText')}>
        <Form method="post" className="space-y-4" aria-label={t('workspace.settings.domainTitle')}>
          <TextField
            label={t('workspace.settings.domain')}
            name="domain"
            maxLength={253}
            placeholder="example.com"
            autoComplete="off"
            defaultValue={domainValues ? domainValues.domain : (settings.domain ?? '')}
            error={refused?.intent === 'domain' ? refused.errors.domain : undefined}
            hint={<p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('workspace.settings.domainHint')}</p>}
          />
          <label className="flex items-start gap-3 text-sm font-medium">
            <input
              type="checkbox"
              name="allowDomainJoin"
              defaultChecked={domainValues ? domainValues.allowDomainJoin === 'on' : settings.allowDomainJoin}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span>{t('workspace.settings.allowDomainJoin')}</span>
          </label>
          <button type="submit" name="intent" value="domain" className={primaryButtonClass} disabled={isSavingDomain}>
            {isSavingDomain ? t('workspace.working') : t('workspace.settings.domainSubmit')}
          </button>
        </Form>
        {domainProof ? <DomainProof proof={domainProof} /> : null}
      </Panel>
      <div id="sso" className="scroll-mt-24">
        <SsoPanel sso={sso} result={result} />
      </div>
      <ScimPanel scim={scim} createdToken={result?.ok ? (result.createdToken ?? null) : null} result={result} />
    </div>
  )
}
