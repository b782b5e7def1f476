import { isStaff, type Role, type StaffRole } from '../accounts/roles'

/**
 * The one permission matrix of the console (client-safe): which staff roles may do what. Every
 * admin loader and action asks it on the server (app/admin/access.server.ts) and the console
 * reads it to show each person only what they may do. Members and visitors may do nothing here.
 */
const everyone: readonly StaffRole[] = ['contributor', 'author', 'support', 'editor', 'admin']
const writers: readonly StaffRole[] = ['contributor', 'author', 'editor', 'admin']
const editors: readonly StaffRole[] = ['editor', 'admin']
const admins: readonly StaffRole[] = ['admin']

export const permissionMatrix = {
  /** Open the console at all. */
  console: everyone,
  /** The overview of the site's figures. */
  overview: admins,
  /** Write new items and edit and submit one's own, open one's own preview and revisions. */
  'content.write': writers,
  /** Publish, schedule and delete one's own items. */
  'content.publishOwn': ['author', 'editor', 'admin'],
  /** Edit, review, publish, schedule, unpublish and delete anyone's items; take over an edit lock. */
  'content.editAny': editors,
  /** Make guest authors' profiles and edit anyone's (staff edit their own with content.write). */
  'authors.manage': editors,
  /** Fetch news from the news source into the content list. */
  'news.fetch': editors,
  'comments.moderate': editors,
  'newsletter.send': editors,
  /** Send announcements to members' notification bells. */
  announcements: admins,
  analytics: admins,
  'people.manage': admins,
  'billing.manage': admins,
  advertising: admins,
  support: ['support', 'admin'],
  /** Read the e-mail outbox. */
  outbox: admins,
  jobs: admins,
  settings: admins,
} as const satisfies Record<string, readonly StaffRole[]>

export type Permission = keyof typeof permissionMatrix
export const permissions = Object.keys(permissionMatrix) as Permission[]

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && isStaff(role) && (permissionMatrix[permission] as readonly StaffRole[]).includes(role)
}

/** The console's sections in their order and the permission each needs to be shown. */
export const consoleSections = [
  { label: 'Overview', to: '/admin', permission: 'overview' },
  { label: 'Content', to: '/admin/content', permission: 'content.write' },
  { label: 'Authors', to: '/admin/authors', permission: 'content.write' },
  { label: 'Users', to: '/admin/users', permission: 'people.manage' },
  { label: 'Subscriptions', to: '/admin/subscriptions', permission: 'billing.manage' },
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
