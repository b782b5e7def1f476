import { Link, Outlet } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { can } from '../admin/permissions'
import { AdminSidebar } from '../admin/components/admin-sidebar'
import { getDb } from '../db/client.server'
import { queueCounts } from '../support/queue.server'
import { useT } from '../i18n/i18n'
import { AccessDeniedBoundary } from '../ui/refusal-page'
import type { Route } from './+types/admin'

/** The admin area's frame. Each admin loader and action also checks the role itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'console')
  return { role: staff.role, support: can(staff.role, 'support') ? await queueCounts(getDb()) : null }
}

export const meta = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    // The console is in English for every admin (decision 11), so it reads left to right even
    // inside an Arabic page.
    <div lang="en" dir="ltr" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
      <AdminSidebar role={loaderData.role} support={loaderData.support} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  return (
    <AccessDeniedBoundary error={error}>
      <Link to="/" className="mt-8 inline-flex rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t('admin.returnHome')}
      </Link>
    </AccessDeniedBoundary>
  )
}
