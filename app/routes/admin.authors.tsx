import { Link } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminTable, adminButton } from '../admin/components/admin-ui'
import { EditorMessage } from '../admin/components/content/notices'
import { listConsoleProfiles } from '../admin/people/author-profiles.server'
import { can } from '../admin/permissions'
import { getDb } from '../db/client.server'
import { authorPath } from '../newsroom/author-paths'
import { profileOfUser } from '../newsroom/credits.server'
import { ColumnRows, type TableColumn } from '../ui/column-rows'
import { MatchingRows } from '../ui/matching-rows'
import type { Route } from './+types/admin.authors'

/** The author profiles: every one for editors and admins (who also add guests), one's own for other staff. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'content.write')
  // Staff have a profile from their first visit, so there is always one to edit.
  await profileOfUser(getDb(), staff)
  return { profiles: await listConsoleProfiles(getDb(), staff), canAddGuests: can(staff.role, 'authors.manage'), notice: new URL(request.url).searchParams.get('notice') }
}

export const meta = () => [{ title: 'Authors · Admin' }, { name: 'robots', content: 'noindex' }]

type Profile = Route.ComponentProps['loaderData']['profiles'][number]

const columns: TableColumn<Profile>[] = [
  { header: 'Author', cell: (p) => <><Link to={`/admin/authors/${p.id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{p.name}</Link>{p.roleTitle ? <span className="block text-xs text-slate-600 dark:text-slate-400">{p.roleTitle}</span> : null}</> },
  { header: 'Account', headerClassName: 'hidden sm:table-cell', className: 'hidden sm:table-cell', cell: (p) => p.account ?? <span className="text-slate-600 dark:text-slate-400">Guest</span> },
  { header: 'Credits', cell: (p) => p.credits.toLocaleString('en-US') },
  { header: 'Page', headerClassName: 'hidden md:table-cell', className: 'hidden md:table-cell', cell: (p) => <Link to={authorPath(p.slug)} className="text-brand-700 hover:underline dark:text-brand-300">{authorPath(p.slug)}</Link> },
]

export default function AdminAuthors({ loaderData }: Route.ComponentProps) {
  const { profiles, canAddGuests, notice } = loaderData
  return (
    <>
      <AdminHeader title="Authors" description="The people credited on articles, courses, tutorials, videos and episodes, each with a public page and feed."
        actions={canAddGuests ? <Link to="/admin/authors/new" className={adminButton.primary}>New guest author</Link> : null} />
      <EditorMessage notice={notice} />
      <div className="mt-6">
        <MatchingRows count={profiles.length} none="No author profiles yet.">
          <AdminTable testId="authors-table" label="Authors">
            <ColumnRows columns={columns} rows={profiles} rowKey={(p) => p.id} />
          </AdminTable>
        </MatchingRows>
      </div>
    </>
  )
}
