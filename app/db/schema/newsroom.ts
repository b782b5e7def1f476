import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid, boolean } from 'drizzle-orm/pg-core'
import { staffRoles } from '../../accounts/roles'
import { invitationColumns, userRefOrNull, users } from './accounts'
import { createdAt, inList, timestamps, utc, uuidPk } from './columns'

/** A link on an author's page (a website, a social profile). */
export type AuthorLink = { label: string; url: string }

/**
 * A person credited on content (author, instructor, host), with a public page at
 * /authors/{slug}. Staff have one linked to their account; guests have none.
 */
export const authorProfiles = pgTable('author_profiles', {
  id: uuidPk(),
  userId: text('user_id').unique().references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  roleTitle: text('role_title').notNull().default(''),
  bio: text('bio').notNull().default(''),
  avatarUrl: text('avatar_url'),
  links: jsonb('links').$type<AuthorLink[]>().notNull().default(sql`'[]'::jsonb`),
  ...timestamps(),
})

/** The people credited on an item, in order: the first is the byline. */
export const contentAuthors = pgTable(
  'content_authors',
  {
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    profileId: uuid('profile_id').notNull().references(() => authorProfiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentType, t.contentId, t.profileId] }),
    index('content_authors_profile_idx').on(t.profileId, t.contentType),
  ],
)

export const reviewDecisions = ['submitted', 'changes_requested', 'approved'] as const

/** The review trail of an item: submissions and editors' decisions with their notes. */
export const reviewNotes = pgTable(
  'review_notes',
  {
    id: uuidPk(),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    actorId: userRefOrNull('actor_id'),
    decision: text('decision').notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('review_notes_item_idx').on(t.contentType, t.contentId, t.createdAt), check('review_notes_decision_check', inList('decision', reviewDecisions))],
)

export const revisionReasons = ['save', 'autosave', 'publish', 'schedule', 'unpublish', 'submit', 'approve', 'request_changes', 'restore'] as const

/** A saved version of an item: the editor's fields as they were, who saved them and why. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuidPk(),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    number: integer('number').notNull(),
    actorId: userRefOrNull('actor_id'),
    reason: text('reason').notNull(),
    /** Readers saw this version: it is never pruned. */
    isPublished: boolean('is_published').notNull().default(false),
    snapshot: jsonb('snapshot').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('content_revisions_number_key').on(t.contentType, t.contentId, t.number), check('content_revisions_reason_check', inList('reason', revisionReasons))],
)

/** Who has an item open in the editor, until when; `takenFromId` is whom an editor took it over from. */
export const editLocks = pgTable(
  'edit_locks',
  {
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    holderId: text('holder_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: utc('expires_at').notNull(),
    takenFromId: userRefOrNull('taken_from_id'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.contentType, t.contentId] })],
)

/** A signed link that shows an unpublished item to someone outside the newsroom. */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: uuidPk(),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: userRefOrNull('created_by'),
    createdAt: createdAt(),
    expiresAt: utc('expires_at').notNull(),
    revokedAt: utc('revoked_at'),
  },
  (t) => [index('preview_links_item_idx').on(t.contentType, t.contentId)],
)

/** An e-mailed invitation to join the staff in a role. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuidPk(),
    role: text('role').notNull(),
    ...invitationColumns(),
  },
  () => [check('staff_invitations_role_check', inList('role', staffRoles))],
)
