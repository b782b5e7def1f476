import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/i18n'
import type { WorkspaceRole } from '../../db/schema/workspaces'
import { LinkList } from '../../ui/link-list'

export interface WorkspaceTab {
  /** The section's address; each is a child route of /workspace in app/routes.ts. */
  to: string
  label: MessageKey
  /** Shown to the workspace's Admins only (its route answers Users with 403). */
  isAdminOnly: boolean
  /** The members tab is current on /workspace itself only, not on the sections below it. */
  end?: boolean
}

/**
 * The sections of /workspace, in tab order. A new section (a route under /workspace) adds its
 * entry here, so the tab appears exactly when its page exists.
 */
export const workspaceTabs: WorkspaceTab[] = [
  { to: '/workspace', label: 'workspace.tab.members', isAdminOnly: false, end: true },
  { to: '/workspace/learning', label: 'workspaceLearning.tab.learning', isAdminOnly: false },
  { to: '/workspace/analytics', label: 'workspaceLearning.tab.analytics', isAdminOnly: true },
  { to: '/workspace/settings', label: 'workspace.tab.settings', isAdminOnly: true },
  { to: '/workspace/activity', label: 'workspace.tab.activity', isAdminOnly: true },
  { to: '/workspace/api', label: 'workspace.tab.api', isAdminOnly: true },
]

/** The tabs a member with this role sees. */
export const tabsFor = (role: WorkspaceRole) => workspaceTabs.filter((tab) => role === 'admin' || !tab.isAdminOnly)

export function WorkspaceTabs({ role }: { role: WorkspaceRole }) {
  const t = useT()
  return (
    <nav aria-label={t('workspace.sections')} className="mt-8 border-b border-slate-200 dark:border-slate-800">
      {/* The tabs wrap onto a second row on a phone rather than scroll out of sight. */}
      <LinkList
        links={tabsFor(role)}
        className="flex flex-wrap gap-x-1"
        linkClassName="block border-b-2 border-transparent px-3 py-2.5 text-sm sm:px-4 sm:py-3 font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:text-white dark:aria-[current=page]:text-brand-300"
        isNavigation
      />
    </nav>
  )
}
