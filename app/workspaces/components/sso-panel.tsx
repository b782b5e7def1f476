import { useState } from 'react'
import { Form } from 'react-router'
import { useT } from '../../i18n/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { DataTable } from '../../ui/data-table'
import { FormMessage, primaryButtonClass, secondaryButtonClass, TextField } from '../../ui/forms'
import { TextAreaField } from '../../ui/select-field'
import { Panel, useIsSending, useShortDate, type WorkspaceFormResult } from './workspace-ui'

export interface SsoView {
  /** The workspace's verified domain; single sign-on needs one. */
  domain: string | null
  values: { redirectUri: string; loginUrl: string; acsUrl: string; entityId: string; metadataUrl: string }
  connection: {
    protocol: 'oidc' | 'saml'
    oidcIssuer: string | null
    oidcClientId: string | null
    hasClientSecret: boolean
    samlEntryPoint: string | null
    samlIdpEntityId: string | null
    samlIdpCertificate: string | null
    isEnabled: boolean
    isSsoRequired: boolean
    testedAt: Date | string | null
    testedEmail: string | null
  } | null
  /** The address a test just signed in, to confirm it. */
  justTested: string | null
}

/** Workspace → Settings → Single sign-on: the provider's settings, the values to paste there, the test and the switches. */
export function SsoPanel({ sso, result }: { sso: SsoView; result?: WorkspaceFormResult }) {
  const t = useT()
  const date = useShortDate()
  const { connection, domain } = sso
  const refused = result && !result.ok && result.intent === 'sso-save' ? result : undefined
  const values = refused?.values ?? {}
  const [protocol, setProtocol] = useState<'oidc' | 'saml'>((values.protocol as 'oidc' | 'saml') || connection?.protocol || 'oidc')
  const isSaving = useIsSending('sso-save')
  const state = !connection?.isEnabled ? 'off' : connection.isSsoRequired ? 'required' : 'on'
  const field = (name: string) => refused?.errors[name]
  return (
    <Panel title={t('sso.title')} description={domain ? t('sso.intro', { domain }) : t('sso.needsDomain')} testId="sso">
      <p className="text-sm">
        <span className="font-medium">{t('sso.state.label')}: </span>
        <span data-testid="sso-state" data-state={state} className="font-semibold">{t(`sso.state.${state}`)}</span>
      </p>
      {sso.justTested ? <div className="mt-3"><FormMessage tone="success">{t('sso.done.tested', { email: sso.justTested })}</FormMessage></div> : null}
      {connection ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {connection.testedAt ? t('sso.tested', { date: date(connection.testedAt), email: connection.testedEmail ?? '' }) : t('sso.untested')}
        </p>
      ) : null}
      <ProviderValues values={sso.values} protocol={protocol} />
      <Form method="post" className="mt-6 space-y-4" aria-label={t('sso.title')}>
        <fieldset>
          <legend className="text-sm font-medium">{t('sso.protocol')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(['oidc', 'saml'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input type="radio" name="protocol" value={option} checked={protocol === option} onChange={() => setProtocol(option)} className="size-4 accent-brand-600" />
                {t(`sso.protocol.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {protocol === 'oidc' ? (
          <div className="space-y-4">
            <TextField label={t('sso.field.issuer')} name="issuer" type="url" autoComplete="off" placeholder="https://company.okta.com" defaultValue={values.issuer ?? connection?.oidcIssuer ?? ''} error={field('issuer')}
              hint={<p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('sso.field.issuerHint')}</p>} />
            <TextField label={t('sso.field.clientId')} name="clientId" autoComplete="off" defaultValue={values.clientId ?? connection?.oidcClientId ?? ''} error={field('clientId')} />
            <TextField label={t('sso.field.clientSecret')} name="clientSecret" type="password" autoComplete="new-password" error={field('clientSecret')}
              hint={connection?.hasClientSecret ? <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('sso.field.clientSecretKept')}</p> : undefined} />
          </div>
        ) : (
          <div className="space-y-4">
            <TextField label={t('sso.field.entryPoint')} name="entryPoint" type="url" autoComplete="off" defaultValue={values.entryPoint ?? connection?.samlEntryPoint ?? ''} error={field('entryPoint')} />
            <TextField label={t('sso.field.idpEntityId')} name="idpEntityId" autoComplete="off" defaultValue={values.idpEntityId ?? connection?.samlIdpEntityId ?? ''} error={field('idpEntityId')} />
            <TextAreaField label={t('sso.field.certificate')} name="certificate" rows={6} isCode defaultValue={values.certificate ?? pem(connection?.samlIdpCertificate)} error={field('certificate')} />
          </div>
        )}
        <button type="submit" name="intent" value="sso-save" className={primaryButtonClass} disabled={isSaving}>
          {isSaving ? t('workspace.working') : t('sso.save')}
        </button>
      </Form>
      {connection ? <SsoActions connection={connection} domain={domain} /> : null}
    </Panel>
  )
}

const pem = (body: string | null | undefined) => (body ? `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----` : '')

/** The addresses the identity provider is given, for the protocol chosen. */
function ProviderValues({ values, protocol }: { values: SsoView['values']; protocol: 'oidc' | 'saml' }) {
  const t = useT()
  const rows = protocol === 'oidc'
    ? [[t('sso.value.redirectUri'), values.redirectUri], [t('sso.value.loginUrl'), values.loginUrl]]
    : [[t('sso.value.acsUrl'), values.acsUrl], [t('sso.value.entityId'), values.entityId], [t('sso.value.loginUrl'), values.loginUrl]]
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{t('sso.valuesTitle')}</h3>
      <DataTable>
        <tbody className="text-sm">
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="w-1/3 text-start font-medium">{label}</th>
              <td className="break-all font-mono text-xs" dir="ltr" data-testid="sso-value">{value}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {protocol === 'saml' ? <a href={values.metadataUrl} download className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('sso.downloadMetadata')}</a> : null}
    </div>
  )
}

/** Test connection, the sign-in switches and removal, once a provider is saved. */
function SsoActions({ connection, domain }: { connection: NonNullable<SsoView['connection']>; domain: string | null }) {
  const t = useT()
  const isTesting = useIsSending('sso-test')
  const hydrated = useHydrated()
  const isSwitching = useIsSending('sso-switches')
  const [isEnabled, setIsEnabled] = useState(connection.isEnabled)
  return (
    <div className="mt-6 space-y-6 border-t border-slate-200 pt-6 dark:border-slate-800">
      {/* The test leaves for the provider's site after the post, which the policy's form-action allows only through the script. */}
      {hydrated ? (
        <Form method="post">
          <button type="submit" name="intent" value="sso-test" className={secondaryButtonClass} disabled={isTesting}>{t('sso.test')}</button>
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('sso.testHint')}</p>
        </Form>
      ) : null}
      {domain ? (
        <Form method="post" className="space-y-3" aria-label={t('sso.switchesTitle')}>
          <h3 className="text-sm font-semibold">{t('sso.switchesTitle')}</h3>
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" name="isEnabled" defaultChecked={connection.isEnabled} onChange={(event) => setIsEnabled(event.currentTarget.checked)} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
            <span>{t('sso.enable', { domain })}</span>
          </label>
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" name="isSsoRequired" defaultChecked={connection.isSsoRequired} disabled={!isEnabled} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
            <span>{t('sso.require', { domain })}</span>
          </label>
          <button type="submit" name="intent" value="sso-switches" className={primaryButtonClass} disabled={isSwitching}>{t('sso.saveSwitches')}</button>
        </Form>
      ) : null}
      <Form method="post">
        <button type="submit" name="intent" value="sso-remove" className="text-sm font-semibold text-red-700 hover:underline dark:text-red-300">{t('sso.remove')}</button>
      </Form>
    </div>
  )
}
