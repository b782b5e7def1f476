import { Form, Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { primaryButtonClass } from '../../ui/forms'
import { CancelOwnPlanField } from './cancel-own-plan'
import { WorkspaceNameForm } from './workspace-name-form'
import { Panel, ResultLine, useIsSending, type WorkspaceFormResult } from './workspace-ui'

export interface NoWorkspaceView {
  /** An Enterprise subscriber may create the workspace their subscription includes. */
  canCreate: boolean
  /** Workspaces that let people at the member's verified domain join. */
  joinable: { id: string; name: string }[]
  /** The member's own renewing paid plan, which they may end on joining. */
  ownPlan: { name: string; interval: string } | null
}

/** /workspace for a member outside any workspace: create one, join one by domain, or learn how to get one. */
export function NoWorkspace({ view, result }: { view: NoWorkspaceView; result?: WorkspaceFormResult }) {
  const t = useT()
  return (
    <div className="space-y-6">
      <ResultLine result={result} fieldsShownBy={['create']} />
      {view.joinable.map((workspace) => (
        <JoinByDomain key={workspace.id} workspace={workspace} ownPlan={view.ownPlan} />
      ))}
      {view.canCreate ? (
        <CreateWorkspace result={result?.intent === 'create' ? result : undefined} />
      ) : (
        <Panel title={t('workspace.none.title')}>
          <p className="text-slate-700 dark:text-slate-300">{t('workspace.none.text')}</p>
          <Link to="/subscription" className={`${primaryButtonClass} mt-5`}>{t('workspace.none.seePlans')}</Link>
        </Panel>
      )}
    </div>
  )
}

function CreateWorkspace({ result }: { result?: WorkspaceFormResult }) {
  const t = useT()
  return (
    <Panel title={t('workspace.create.title')} description={t('workspace.create.text')}>
      <WorkspaceNameForm
        label={t('workspace.create.title')}
        intent="create"
        submitLabel={t('workspace.create.submit')}
        defaultValue={result?.values.name}
        error={result?.errors.name}
        hint={<p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('workspace.create.hint')}</p>}
      />
    </Panel>
  )
}

function JoinByDomain({ workspace, ownPlan }: { workspace: { id: string; name: string }; ownPlan: NoWorkspaceView['ownPlan'] }) {
  const t = useT()
  const isSending = useIsSending('join-domain', { name: 'workspaceId', value: workspace.id })
  return (
    <Panel title={t('workspace.join.domainTitle')} description={t('workspace.join.domainText', { workspace: workspace.name })} testId="join-by-domain">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="workspaceId" value={workspace.id} />
        {ownPlan ? <CancelOwnPlanField plan={ownPlan} /> : null}
        <button type="submit" name="intent" value="join-domain" className={primaryButtonClass} disabled={isSending}>
          {isSending ? t('workspace.working') : t('workspace.join.domainSubmit', { workspace: workspace.name })}
        </button>
      </Form>
    </Panel>
  )
}
