import { sql } from 'drizzle-orm'
import { check, date, foreignKey, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core'
import { userRefOrNull } from './accounts'
import { viewedKinds } from './analytics'
import { contentItem, createdAt, inList, utc, uuidPk, cascadeRef } from './columns'
import { workspaceMembers, workspaces } from './workspaces'

/** What an Admin can assign: a course, a learning path or a tutorial. */
export const assignmentKinds = ['course', 'path', 'tutorial'] as const
export type AssignmentKind = (typeof assignmentKinds)[number]

/** What members save to a shared collection: articles, videos and podcast episodes. */
export const collectionItemKinds = ['article', 'video', 'podcast'] as const
export type CollectionItemKind = (typeof collectionItemKinds)[number]

export const COLLECTION_NOTE_MAX = 280

/**
 * Learning an Admin assigned in a workspace: to one member (`assignee_id`) or, when it is
 * null, to every member, including those who join later. An assignment to a member goes
 * with their membership (the composite reference to workspace_members).
 */
export const workspaceAssignments = pgTable(
  'workspace_assignments',
  {
    id: uuidPk(),
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    /** A course, learning path or tutorial. */
    ...contentItem<AssignmentKind>(),
    assigneeId: text('assignee_id'),
    /** The last day (UTC) to finish it by; overdue from the day after. */
    dueOn: date('due_on', { mode: 'string' }),
    assignedBy: userRefOrNull('assigned_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('workspace_assignments_kind_check', inList('kind', assignmentKinds)),
    foreignKey({ name: 'workspace_assignments_assignee_fk', columns: [t.workspaceId, t.assigneeId], foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId] }).onDelete('cascade'),
    unique('workspace_assignments_item_key').on(t.workspaceId, t.kind, t.itemId, t.assigneeId).nullsNotDistinct(),
    index('workspace_assignments_workspace_idx').on(t.workspaceId, t.createdAt.desc()),
    index('workspace_assignments_assignee_idx').on(t.assigneeId),
  ],
)

/** A shared collection of a workspace, where members save what is worth the team's time. */
export const workspaceCollections = pgTable(
  'workspace_collections',
  {
    id: uuidPk(),
    workspaceId: cascadeRef('workspace_id', () => workspaces.id),
    name: text('name').notNull(),
    createdBy: userRefOrNull('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('workspace_collections_name_check', sql`length(${t.name}) between 1 and 80`),
    unique('workspace_collections_name_key').on(t.workspaceId, t.name),
  ],
)

/** An article, video or episode saved to a collection, once, with the saver's short note. */
export const workspaceCollectionItems = pgTable(
  'workspace_collection_items',
  {
    id: uuidPk(),
    collectionId: cascadeRef('collection_id', () => workspaceCollections.id),
    ...contentItem<CollectionItemKind>(),
    note: text('note').notNull().default(''),
    addedBy: userRefOrNull('added_by'),
    addedAt: utc('added_at').notNull().defaultNow(),
  },
  (t) => [
    check('workspace_collection_items_kind_check', inList('kind', collectionItemKinds)),
    check('workspace_collection_items_note_check', sql`length(${t.note}) <= ${sql.raw(String(COLLECTION_NOTE_MAX))}`),
    unique('workspace_collection_items_item_key').on(t.collectionId, t.kind, t.itemId),
    index('workspace_collection_items_added_idx').on(t.collectionId, t.addedAt.desc()),
  ],
)

/**
 * What workspace members read, watched and listened to, one row per member, item and UTC
 * day: the durable record behind team analytics and tutorial completion. The site's own
 * view marks (`view_marks`) are forgotten after two hours, so a trigger on them (in the
 * migration that creates this table) copies each new mark of a workspace member here. Rows
 * go when the member leaves the workspace, so a team only ever sees its current members.
 */
export const workspaceReads = pgTable(
  'workspace_reads',
  {
    workspaceId: uuid('workspace_id').notNull(),
    userId: text('user_id').notNull(),
    ...contentItem(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId, t.day] }),
    foreignKey({ name: 'workspace_reads_member_fk', columns: [t.workspaceId, t.userId], foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId] }).onDelete('cascade'),
    check('workspace_reads_kind_check', inList('kind', viewedKinds)),
    index('workspace_reads_workspace_day_idx').on(t.workspaceId, t.day),
  ],
)
