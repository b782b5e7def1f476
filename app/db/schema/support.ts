import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { contactCategories } from '../inbox-choices'
import { userRefOrNull } from './accounts'
import { cascadeRef, createdAt, inList, timestamps, utc, uuidPk } from './columns'
import { ticketMessageKinds, ticketPlans, ticketPriorities, ticketStatuses } from './support-vocabulary'

export { ticketMessageKinds, ticketPlans, ticketPriorities, ticketStatuses }

/**
 * A support request: from the contact form, a member's support page or an e-mail. Its due
 * times are counted in business time on the support calendar from its plan's targets; while
 * it is pending (waiting for the customer) the clock stops and the due times move on after.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuidPk(),
    /** The number customers and staff quote: `[#1234]` in e-mail subjects. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    requesterId: userRefOrNull('requester_id'),
    requesterEmail: text('requester_email').notNull(),
    requesterName: text('requester_name').notNull(),
    plan: text('plan').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('new'),
    priority: text('priority').notNull(),
    assigneeId: userRefOrNull('assignee_id'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    firstResponseDueAt: utc('first_response_due_at').notNull(),
    resolutionDueAt: utc('resolution_due_at').notNull(),
    firstRespondedAt: utc('first_responded_at'),
    resolvedAt: utc('resolved_at'),
    closedAt: utc('closed_at'),
    /** Since when the ticket waits for the customer (its clock is stopped). */
    pendingSince: utc('pending_since'),
    lastActivityAt: utc('last_activity_at').notNull().defaultNow(),
    /** How far the assignee was warned about a due time: '' not yet, 'near' soon due, 'breached' past due. */
    dueAlert: text('due_alert').notNull().default(''),
    /** The customer's one-click rating after resolution: 1 (bad) or 5 (good). */
    rating: integer('rating'),
    ...timestamps(),
  },
  (t) => [
    check('support_tickets_status_check', inList('status', ticketStatuses)),
    check('support_tickets_priority_check', inList('priority', ticketPriorities)),
    check('support_tickets_plan_check', inList('plan', ticketPlans)),
    check('support_tickets_category_check', inList('category', contactCategories)),
    check('support_tickets_due_alert_check', sql`due_alert in ('', 'near', 'breached')`),
    check('support_tickets_rating_check', sql`rating in (1, 5)`),
    index('support_tickets_queue_idx').on(t.status, t.priority, t.firstResponseDueAt),
    index('support_tickets_requester_idx').on(t.requesterId, t.createdAt.desc()),
    index('support_tickets_email_idx').on(t.requesterEmail),
    index('support_tickets_assignee_idx').on(t.assigneeId, t.status),
  ],
)

/**
 * One message of a ticket's thread: the customer's (on the site or by e-mail), a staff reply
 * (also e-mailed), or an internal note. `messageId` is the RFC 5322 Message-ID it was sent
 * or received with, which customer replies refer to.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuidPk(),
    ticketId: cascadeRef('ticket_id', () => supportTickets.id),
    /** Its place in the thread (1, 2, …), taken while the ticket is locked: replies sent at once keep an order. */
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    authorId: userRefOrNull('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    via: text('via').notNull().default('web'),
    messageId: text('message_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_messages_kind_check', inList('kind', ticketMessageKinds)),
    check('support_messages_via_check', sql`via in ('web', 'email')`),
    uniqueIndex('support_messages_position_key').on(t.ticketId, t.position),
  ],
)


/** A reply staff reuse, with placeholders ({name}, {plan}, {ticket}) filled in when it is inserted. */
export const supportSavedReplies = pgTable('support_saved_replies', {
  id: uuidPk(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdBy: userRefOrNull('created_by'),
  ...timestamps(),
})
