/**
 * The roles a person can hold (client-safe). `user` is a member; the others are staff, from
 * the narrowest to the widest. What each may do is decided in app/admin/permissions.ts.
 */
export const roles = ['user', 'contributor', 'author', 'support', 'editor', 'admin'] as const
export type Role = (typeof roles)[number]

export const staffRoles = ['contributor', 'author', 'support', 'editor', 'admin'] as const
export type StaffRole = (typeof staffRoles)[number]

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (roles as readonly string[]).includes(value)
export const isStaff = (role: Role): role is StaffRole => role !== 'user'

export const roleLabels: Record<Role, string> = {
  user: 'Member',
  contributor: 'Contributor',
  author: 'Author',
  support: 'Support',
  editor: 'Editor',
  admin: 'Administrator',
}

/** What each role is for, as the console explains it where roles are chosen. */
export const roleDescriptions: Record<Role, string> = {
  user: 'A reader: no access to the console.',
  contributor: 'Writes and edits their own drafts and submits them for review; cannot publish, schedule or delete.',
  author: 'Also publishes, schedules and deletes their own work.',
  support: 'Works the support desk.',
  editor: 'Edits, reviews, publishes, schedules and unpublishes anyone’s content; moderates comments; sends newsletters.',
  admin: 'Everything, including people, billing, settings, advertising and support.',
}
