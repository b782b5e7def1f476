import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/i18n'
import { FormMessage, primaryButtonClass, secondaryButtonClass } from '../../ui/forms'
import { SignInToContinue } from '../../ui/sign-in-to-continue'
import type { WorkspaceRole } from '../../db/schema/workspaces'
import { CancelOwnPlanField } from './cancel-own-plan'

interface Invitation {
  workspaceName: string
  email: string
  role: WorkspaceRole
}

export type InvitationView =
  | { state: 'gone'; message: string }
  /** Too many links that do not work came from this address: no link is looked at for a while. */
  | { state: 'limited'; message: string }
  | (Invitation & { state: 'visitor'; loginHref: string; registerHref: string })
  | (Invitation & { state: 'wrong-address'; message: string; signedInAs: string })
  | (Invitation & { state: 'elsewhere'; currentWorkspace: string })
  | (Invitation & { state: 'ready'; token: string; ownPlan: { name: string; interval: string } | null })

const card = 'mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900'

/** /workspace/join: what the e-mailed link opens, for visitors and members alike. */
export function InvitationCard({ view, refusal }: { view: InvitationView; refusal?: string | null }) {
  const t = useT()
  const navigation = useNavigation()
  if (view.state === 'gone' || view.state === 'limited') {
    return (
      <div className={card} data-testid="invitation-card">
        <h1 className="font-serif text-3xl font-bold tracking-tight">{t(view.state === 'gone' ? 'workspace.invitation.goneTitle' : 'title.workspaceInvitation')}</h1>
        <div className="mt-6">
          <FormMessage tone="error">{view.message}</FormMessage>
        </div>
      </div>
    )
  }
  const role = t(view.role === 'admin' ? 'workspace.role.admin' : 'workspace.role.user')
  return (
    <div className={card} data-testid="invitation-card">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('workspace.eyebrow')}</p>
      <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight break-words">{t('workspace.invitation.title', { workspace: view.workspaceName })}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('workspace.invitation.text', { workspace: view.workspaceName, role })}</p>
      <dl className="mt-5 rounded-xl bg-slate-50 px-4 py-3 text-sm dark:bg-slate-950">
        <dt className="text-slate-500 dark:text-slate-400">{t('workspace.invitation.sentTo')}</dt>
        <dd className="font-semibold break-all" data-testid="invited-address">{view.email}</dd>
      </dl>
      <div className="mt-6 space-y-4">
        {refusal ? <FormMessage tone="error">{refusal}</FormMessage> : null}
        {view.state === 'visitor' ? (
          <SignInToContinue
            text={t('workspace.invitation.visitorText')}
            signIn={{ href: view.loginHref, label: t('workspace.invitation.signIn') }}
            register={{ href: view.registerHref, label: t('workspace.invitation.register') }}
          />
        ) : null}
        {view.state === 'wrong-address' ? (
          <>
            <FormMessage tone="error">{view.message}</FormMessage>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('workspace.invitation.signedInAs', { email: view.signedInAs })}</p>
          </>
        ) : null}
        {view.state === 'elsewhere' ? (
          <>
            <FormMessage tone="info">{t('workspace.invitation.elsewhere', { workspace: view.currentWorkspace })}</FormMessage>
            <Link to="/workspace" className={secondaryButtonClass}>{t('workspace.error.goToWorkspace')}</Link>
          </>
        ) : null}
        {view.state === 'ready' ? (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={view.token} />
            {view.ownPlan ? <CancelOwnPlanField plan={view.ownPlan} /> : null}
            <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? t('workspace.working') : t('workspace.invitation.accept')}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  )
}
