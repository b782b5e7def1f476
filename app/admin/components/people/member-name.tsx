import { Link } from 'react-router'

/** How a people table names a member: the name, linking to `to`, with the e-mail under it. */
export function MemberName({ to, name, email }: { to: string; name: string; email: string }) {
  return (
    <>
      <Link to={to} className="block truncate font-semibold text-brand-600 hover:underline dark:text-brand-300">{name}</Link>
      <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{email}</span>
    </>
  )
}
