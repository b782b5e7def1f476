import { NavLink } from 'react-router'
import type { Role } from '../../accounts/roles'
import { sectionsFor } from '../permissions'


/**
 * The console's section links: a column on wide screens; on phones and tablets they wrap into
 * rows, every one in view. Each person sees the sections their role opens (app/admin/permissions.ts). Support shows how many tickets wait for staff, and how many are overdue.
 */
export function AdminSidebar({ role, support }: { role: Role; support: { open: number; overdue: number } | null }) {
  return (
    <nav aria-label="Admin" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ul className="flex flex-wrap gap-1.5 border-b border-slate-200 pb-3 lg:flex-col lg:flex-nowrap lg:gap-1 lg:border-0 lg:pb-0 dark:border-slate-800">
        {sectionsFor(role).map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink
              to={section.to}
              end={section.to === '/admin'}
              className={({ isActive }) =>
                `block rounded-xl px-3 py-1.5 text-sm font-semibold whitespace-nowrap lg:px-4 lg:py-2 ${
                  isActive
                    ? 'bg-brand-600 text-white'
                    : 'bg-slate-100 text-slate-700 hover:bg-slate-200 lg:bg-transparent dark:bg-slate-800/70 dark:text-slate-300 dark:hover:bg-slate-800 lg:dark:bg-transparent'
                }`
              }
            >
              {section.label}
              {section.to === '/admin/support' && support && support.open > 0 ? (
                <span className="ms-2 inline-flex items-center gap-1 text-xs font-bold" data-testid="support-open-count">
                  <span className="rounded-full bg-white/90 px-1.5 text-brand-800 ring-1 ring-brand-200">{support.open}</span>
                  {support.overdue > 0 ? <span className="rounded-full bg-red-600 px-1.5 text-white" aria-label={`${support.overdue} overdue`}>{support.overdue}</span> : null}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
