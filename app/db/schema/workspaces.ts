import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users, memberId, invitationColumns } from './accounts'
import { createdAt, inList, uuidPk, cascadeRef, utc } from './columns'

export const workspaceRoles = ['admin', 'user'] as const
export type WorkspaceRole = (typeof workspaceRoles)[number]

/**
 * An Enterprise team. Its entitlements come from the Enterprise subscription of its billing
 * member (`billing_user_id`): while that member's tier is Enterprise, every member has
 * Enterprise access (app/workspaces/entitlement.server.ts).
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    billingUserId: text('billing_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company domain; with `allowDomainJoin` and once verified, anyone with a verified address at it may join. */
    domain: text('domain'),
    allowDomainJoin: boolean('allow_domain_join').notNull().default(false),
    /** What the domain's TXT record must say to prove the workspace holds it (decision 56). */
    domainToken: text('domain_token'),
    /** When the TXT record was found; null: not verified (never, or lost at a later check). */
    domainVerifiedAt: utc('domain_verified_at'),
    domainCheckedAt: utc('domain_checked_at'),
    /** Checks in a row that found no record; three unverify the domain. */
    domainCheckFailures: integer('domain_check_failures').notNull().default(0),
    /** The staff member who is the workspace's named support contact: its members' tickets go to them first. */
    supportContactId: text('support_contact_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('workspaces_billing_user_key').on(t.billingUserId),
    check('workspaces_name_check', sql`length(${t.name}) between 1 and 80`),
    // A verified domain belongs to one workspace.
    uniqueIndex('workspaces_verified_domain_key').on(t.domain).where(sql`${t.domainVerifiedAt} is not null`),
  ],
)

/** A member belongs to at most one workspace. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    userId: memberId(),
    role: text('role').$type<WorkspaceRole>().notNull().default('user'),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    uniqueIndex('workspace_members_user_key').on(t.userId),
    check('workspace_members_role_check', inList('role', workspaceRoles)),
  ],
)

/** An e-mailed, single-use invitation; only a hash of its token is kept. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuidPk(),
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    role: text('role').$type<WorkspaceRole>().notNull().default('user'),
    ...invitationColumns(),
  },
  (t) => [
    check('workspace_invitations_role_check', inList('role', workspaceRoles)),
    index('workspace_invitations_workspace_idx').on(t.workspaceId, t.createdAt.desc()),
  ],
)
