import { isRouteErrorResponse, Link, Outlet } from 'react-router'
import { requireUser } from '../accounts/session.server'
import { useT } from '../i18n/i18n'
import { primaryButtonClass } from '../ui/forms'
import { AccessDeniedBoundary, RefusalPage } from '../ui/refusal-page'
import { rootSeo } from '../seo/meta'
import { WorkspaceTabs } from '../workspaces/components/workspace-tabs'
import type { Route } from './+types/workspace'

/** The workspace's frame: its name, the member's role and the section tabs. Each section checks access itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return { workspace: user.workspace }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: loaderData?.workspace ? rootSeo(matches).text('title.workspaceNamed', { name: loaderData.workspace.name }) : rootSeo(matches).text('title.workspace') },
  { name: 'robots', content: 'noindex' },
]

export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { workspace } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      {workspace ? (
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('workspace.eyebrow')}</p>
          <h1 className="mt-1 font-serif text-4xl font-bold tracking-tight break-words" data-testid="workspace-name">{workspace.name}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t(workspace.role === 'admin' ? 'workspace.youAreAdmin' : 'workspace.youAreUser')}</p>
          {workspace.isActive ? null : (
            <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100" data-testid="workspace-inactive">
              {t('workspace.inactive')}
            </p>
          )}
          <WorkspaceTabs role={workspace.role} />
        </header>
      ) : (
        <h1 className="font-serif text-4xl font-bold tracking-tight">{t('workspace.pageTitle')}</h1>
      )}
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  )
}

/** A section a member may not see: Access Denied for Users on Admin pages, a pointer back for members of no workspace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  const goToWorkspace = <Link to="/workspace" className={`${primaryButtonClass} mt-8`}>{t('workspace.error.goToWorkspace')}</Link>
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <RefusalPage title={t('workspace.pageTitle')} message={t('workspace.error.notMember')}>
        {goToWorkspace}
      </RefusalPage>
    )
  }
  return <AccessDeniedBoundary error={error}>{goToWorkspace}</AccessDeniedBoundary>
}
