import { isStaff, type Role, type StaffRole } from './roles'

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

