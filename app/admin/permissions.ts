import type { Role } from '../accounts/roles'
import { can, type Permission } from '../accounts/permissions'

export { can, permissionMatrix, permissions, type Permission } from '../accounts/permissions'

/** The console's sections in their order and the permission each needs to be shown. */
export const consoleSections = [
  { label: 'Overview', to: '/admin', permission: 'overview' },
  { label: 'Content', to: '/admin/content', permission: 'content.write' },
  { label: 'Authors', to: '/admin/authors', permission: 'content.write' },
  { label: 'Users', to: '/admin/users', permission: 'people.manage' },
  { label: 'Staff', to: '/admin/staff', permission: 'people.manage' },
  { label: 'Subscriptions', to: '/admin/subscriptions', permission: 'billing.manage' },
  { label: 'Offers', to: '/admin/offers', permission: 'billing.manage' },
  { label: 'Gifts', to: '/admin/gifts', permission: 'billing.manage' },
  { label: 'Analytics', to: '/admin/analytics', permission: 'analytics' },
  { label: 'Comments', to: '/admin/comments', permission: 'comments.moderate' },
  { label: 'Notifications', to: '/admin/notifications', permission: 'announcements' },
  { label: 'Newsletter', to: '/admin/newsletter', permission: 'newsletter.send' },
  { label: 'Advertising', to: '/admin/advertising', permission: 'advertising' },
  { label: 'Support', to: '/admin/support', permission: 'support' },
  { label: 'Jobs', to: '/admin/jobs', permission: 'jobs' },
  { label: 'Settings', to: '/admin/settings', permission: 'settings' },
] as const satisfies readonly { label: string; to: string; permission: Permission }[]

/** The sections a role may open, in the console's order. */
export const sectionsFor = (role: Role | null | undefined) => consoleSections.filter((section) => can(role, section.permission))
