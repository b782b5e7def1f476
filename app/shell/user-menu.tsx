import { Form, Link } from 'react-router'
import { useT } from '../i18n/i18n'
import type { SessionUser } from '../accounts/session.server'
import { UserIcon } from '../ui/icons'

const itemClass = 'block w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-slate-100 dark:hover:bg-slate-800'

/**
 * Logging out deletes what was saved for offline reading from this device; the first page
 * after it does so too (app/offline/register.ts), should this not finish.
 */
function clearSaved() {
  void import('../offline/saved-store')
    .then(async (store) => ((await store.hasSavedData()) ? store.removeAllSaved() : undefined))
    .catch(() => undefined)
}

/** Menu links for a signed-in user (the header dropdown and the mobile menu share them). */
export function UserMenuItems({ user }: { user: Pick<SessionUser, 'role' | 'ownTier' | 'workspace'> }) {
  const t = useT()
  // Members of a workspace, and Enterprise subscribers, whose plan includes one.
  const hasWorkspace = user.workspace !== null || user.ownTier === 'enterprise'
  return (
    <>
      <li><Link to="/profile" className={itemClass}>{t('nav.profile')}</Link></li>
      <li><Link to="/profile/offline" className={itemClass}>{t('offline.menuLink')}</Link></li>
      {hasWorkspace ? <li><Link to="/workspace" className={itemClass}>{t('workspace.menuLink')}</Link></li> : null}
      <li><Link to="/subscription" className={itemClass}>{t('nav.subscription')}</Link></li>
      {user.role !== 'user' ? (
        <li><Link to="/admin" className={itemClass}>{t('nav.adminDashboard')}</Link></li>
      ) : null}
      <li>
        <Form method="post" action="/logout" onSubmit={clearSaved}>
          <button type="submit" className={itemClass}>{t('nav.logout')}</button>
        </Form>
      </li>
    </>
  )
}

export function UserMenu({ user }: { user: SessionUser }) {
  const t = useT()
  const initials = user.name.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase()
  return (
    <details className="relative" data-testid="user-menu">
      <summary
        className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 hover:bg-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only">{t('nav.accountMenu', { name: user.name })}</span>
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white" aria-hidden="true">
          {initials || <UserIcon />}
        </span>
      </summary>
      <div className="fixed inset-x-2 top-16 z-50 rounded-2xl sm:absolute sm:inset-x-auto sm:top-auto sm:end-0 sm:mt-2 sm:w-56 border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900">
        <p className="truncate px-3 pt-2 text-sm font-semibold">{user.name}</p>
        <p className="truncate px-3 pb-2 text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
        <ul className="border-t border-slate-200 pt-1 dark:border-slate-700">
          <UserMenuItems user={user} />
        </ul>
      </div>
    </details>
  )
}
