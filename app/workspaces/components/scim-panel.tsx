import { Form } from 'react-router'
import { useT } from '../../i18n/i18n'
import { DataTable } from '../../ui/data-table'
import { FormMessage, primaryButtonClass, TextField } from '../../ui/forms'
import { Panel, useIsSending, useShortDate, type WorkspaceFormResult } from './workspace-ui'

export interface ScimView {
  baseUrl: string
  tokens: { id: string; label: string; prefix: string; createdAt: Date | string; lastUsedAt: Date | string | null; revokedAt: Date | string | null }[]
}

/** Workspace → Settings → Provisioning: the SCIM base URL and the tokens the identity provider uses, each shown once. */
export function ScimPanel({ scim, createdToken, result }: { scim: ScimView; createdToken: string | null; result?: WorkspaceFormResult }) {
  const t = useT()
  const date = useShortDate()
  const isCreating = useIsSending('scim-create')
  const refused = result && !result.ok && result.intent === 'scim-create' ? result : undefined
  return (
    <Panel title={t('scim.title')} description={t('scim.intro')} testId="scim">
      <p className="text-sm">
        <span className="font-medium">{t('scim.baseUrl')}: </span>
        <code className="break-all font-mono text-xs" dir="ltr" data-testid="scim-base-url">{scim.baseUrl}</code>
      </p>
      {createdToken ? (
        <div className="mt-4 space-y-2" data-testid="scim-new-token">
          <FormMessage tone="info">{t('workspace.done.scimCreated')}</FormMessage>
          <code className="block break-all rounded-lg bg-slate-100 p-3 font-mono text-xs dark:bg-slate-800" dir="ltr">{createdToken}</code>
        </div>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold">{t('scim.tokens')}</h3>
      {scim.tokens.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('scim.noTokens')}</p>
      ) : (
          <DataTable>
            <thead className="text-xs text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col">{t('scim.token.label')}</th>
                <th scope="col">{t('scim.token.prefix')}</th>
                <th scope="col">{t('scim.token.created')}</th>
                <th scope="col">{t('scim.token.lastUsed')}</th>
                <th scope="col"><span className="sr-only">{t('scim.token.revoke')}</span></th>
              </tr>
            </thead>
            <tbody className="text-sm">
              {scim.tokens.map((token) => (
                <tr key={token.id} data-testid="scim-token">
                  <td>{token.label}</td>
                  <td className="font-mono text-xs" dir="ltr">{token.prefix}…</td>
                  <td>{date(token.createdAt)}</td>
                  <td>{token.lastUsedAt ? date(token.lastUsedAt) : t('scim.token.never')}</td>
                  <td>
                    {token.revokedAt ? (
                      <span className="text-slate-500 dark:text-slate-400">{t('scim.token.revoked')}</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="tokenId" value={token.id} />
                        <button type="submit" name="intent" value="scim-revoke" className="text-sm font-semibold text-red-700 hover:underline dark:text-red-300" aria-label={`${t('scim.token.revoke')}: ${token.label}`}>
                          {t('scim.token.revoke')}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
      )}
      {/* Keyed by the token count: a created token empties the name field. */}
      <Form key={scim.tokens.length} method="post" className="mt-5 flex flex-wrap items-end gap-3" aria-label={t('scim.create')}>
        <div className="min-w-56 flex-1">
          <TextField label={t('scim.createLabel')} name="label" maxLength={60} required placeholder="Okta" defaultValue={refused?.values.label ?? ''} error={refused?.errors.label} />
        </div>
        <button type="submit" name="intent" value="scim-create" className={primaryButtonClass} disabled={isCreating}>{t('scim.create')}</button>
      </Form>
    </Panel>
  )
}
