import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { supportMessages, supportTickets, users } from '../db/schema'
import { type contactCategories } from '../db/inbox-choices'
import { type ticketPlans, type ticketStatuses } from '../db/schema/support-vocabulary'
import { containsPattern } from '../lib/like-pattern'

/** A ticket is flagged as due soon this long before its due time (and its assignee warned). */
export const NEAR_DUE_MINUTES = 30

/** Statuses that still need staff: the queue shows these unless asked otherwise. */
export const activeStatuses = ['new', 'open', 'pending'] as const

export interface QueueFilters {
  view: 'all' | 'mine' | 'unassigned'
  status: (typeof ticketStatuses)[number] | 'active'
  plan: (typeof ticketPlans)[number] | ''
  category: (typeof contactCategories)[number] | ''
  isOverdue: boolean
  search: string
}

/** The member of staff a ticket is assigned to (joined as `assignee`). */
export const assignee = alias(users, 'assignee')

/** The due time that matters now: the first answer until it is given, then the resolution. */
export const dueAtSql = sql<Date>`case when ${supportTickets.firstRespondedAt} is null then least(${supportTickets.firstResponseDueAt}, ${supportTickets.resolutionDueAt}) else ${supportTickets.resolutionDueAt} end`

const priorityRankSql = sql`case ${supportTickets.priority} when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`

/** A ticket's due time counts while staff owe an answer: not while it waits for the customer, nor after it is resolved. */
const isOverdueSql = (now: Date) => sql<boolean>`(${supportTickets.status} in ('new', 'open') and ${dueAtSql} < ${now})`

function whereOf(filters: QueueFilters, staffId: string, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.status === 'active' ? inArray(supportTickets.status, activeStatuses) : eq(supportTickets.status, filters.status),
    filters.view === 'mine' ? eq(supportTickets.assigneeId, staffId) : filters.view === 'unassigned' ? isNull(supportTickets.assigneeId) : undefined,
    filters.plan ? eq(supportTickets.plan, filters.plan) : undefined,
    filters.category ? eq(supportTickets.category, filters.category) : undefined,
    filters.isOverdue ? isOverdueSql(now) : undefined,
  ]
  const term = filters.search.trim()
  if (term) {
    const pattern = containsPattern(term)
    const number = /^#?(\d{1,9})$/.exec(term)
    conditions.push(
      or(
        ilike(supportTickets.subject, pattern),
        ilike(supportTickets.requesterEmail, pattern),
        ilike(supportTickets.requesterName, pattern),
        number ? eq(supportTickets.number, Number(number[1])) : undefined,
        sql`exists (select 1 from ${supportMessages} m where m.ticket_id = ${supportTickets.id} and m.body ilike ${pattern})`,
      ),
    )
  }
  return and(...conditions)
}

/** What the queue and a ticket's page show of every ticket (with `assignee` joined). */
export const ticketColumns = {
  id: supportTickets.id,
  number: supportTickets.number,
  subject: supportTickets.subject,
  requesterName: supportTickets.requesterName,
  requesterEmail: supportTickets.requesterEmail,
  plan: supportTickets.plan,
  category: supportTickets.category,
  status: supportTickets.status,
  priority: supportTickets.priority,
  assignee: assignee.name,
  dueAt: dueAtSql,
}

/**
 * The support queue: most urgent priority first, then the earliest due time; at most `limit`
 * tickets with their requester, plan, assignee, due time and whether it has passed.
 */
export function listQueue(db: Db, { filters, staffId, now = new Date(), limit = 100 }: { filters: QueueFilters; staffId: string; now?: Date; limit?: number }) {
  return db
    .select({
      ...ticketColumns,
      isOverdue: isOverdueSql(now),
      isDueSoon: sql<boolean>`(${supportTickets.status} in ('new', 'open') and ${dueAtSql} >= ${now} and ${dueAtSql} < ${new Date(now.getTime() + NEAR_DUE_MINUTES * 60_000)})`,
      lastActivityAt: supportTickets.lastActivityAt,
    })
    .from(supportTickets)
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
    .where(whereOf(filters, staffId, now))
    // Within a priority, what staff owe soonest first; tickets waiting for the customer (clock stopped) after.
    .orderBy(asc(priorityRankSql), sql`case when ${supportTickets.status} in ('new', 'open') then ${dueAtSql} end asc nulls last`, asc(supportTickets.number))
    .limit(limit)
}

export type QueueRow = Awaited<ReturnType<typeof listQueue>>[number]

/** How many tickets need staff (new or open), and how many of those are overdue: the sidebar's counts. */
export async function queueCounts(db: Pick<Db, 'select'>, now = new Date()) {
  const [row] = await db
    .select({ open: count(), overdue: sql<number>`count(*) filter (where ${dueAtSql} < ${now})`.mapWith(Number) })
    .from(supportTickets)
    .where(inArray(supportTickets.status, ['new', 'open']))
  return { open: Number(row?.open ?? 0), overdue: row?.overdue ?? 0 }
}

/** Closes or marks as spam several tickets at once; returns the numbers changed. */
export async function bulkSetStatus(db: Db, { ids, status, now = new Date() }: { ids: string[]; status: 'closed' | 'spam'; now?: Date }) {
  if (ids.length === 0) return []
  const rows = await db
    .update(supportTickets)
    .set({ status, closedAt: now, pendingSince: null, updatedAt: now })
    .where(and(inArray(supportTickets.id, ids), ne(supportTickets.status, status)))
    .returning({ id: supportTickets.id, number: supportTickets.number })
  return rows
}

/** A member's own tickets, newest activity first, with when the reply is due. */
export function listMemberTickets(db: Db, userId: string) {
  return db
    .select({ id: supportTickets.id, number: supportTickets.number, subject: supportTickets.subject, status: supportTickets.status, dueAt: dueAtSql, lastActivityAt: supportTickets.lastActivityAt, firstRespondedAt: supportTickets.firstRespondedAt })
    .from(supportTickets)
    .where(and(eq(supportTickets.requesterId, userId), ne(supportTickets.status, 'spam')))
    .orderBy(desc(supportTickets.lastActivityAt))
    .limit(50)
}

