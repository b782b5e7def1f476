import { NavLink } from 'react-router'

const adminSections = [
  { label: 'Overview', to: '/admin' },
  { label: 'Content', to: '/admin/content' },
  { label: 'Users', to: '/admin/users' },
  { label: 'Subscriptions', to: '/admin/subscriptions' },
  { label: 'Analytics', to: '/admin/analytics' },
  { label: 'Comments', to: '/admin/comments' },
  { label: 'Notifications', to: '/admin/notifications' },
  { label: 'Newsletter', to: '/admin/newsletter' },
  { label: 'Jobs', to: '/admin/jobs' },
  { label: 'Settings', to: '/admin/settings' },
] as const

/** The console's section links: a column on wide screens, a scrolling row on phones. */
export function AdminSidebar() {
  return (
    <nav aria-label="Admin" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
        {adminSections.map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink
              to={section.to}
              end={section.to === '/admin'}
              className={({ isActive }) =>
                `block rounded-xl px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                  isActive
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                }`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
