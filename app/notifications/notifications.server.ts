import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { notifications } from '../db/schema'
import { publish } from '../lib/bus.server'

export type NotificationType = 'success' | 'warning' | 'error' | 'info'

export async function notify(
  db: Db,
  input: { userId: string; title: string; message: string; type?: NotificationType; link?: string | null; createdAt?: Date },
) {
  const [row] = await db
    .insert(notifications)
    .values({ type: 'info', ...input })
    .returning({ id: notifications.id })
  // Every instance with this member's page open tells it (server-sent events).
  await publish({ topic: 'notification', userId: input.userId }, db)
  return row!.id
}

/** The bell's contents: the newest notifications and how many are unread. */
export type Bell = Awaited<ReturnType<typeof listNotifications>>

/**
 * The bell of the member in `userId` as one JSON value, for a statement that reads more than
 * the bell (the session read of every signed-in page); `bellOf` turns it into what
 * `listNotifications` answers.
 */
export const bellSql = (userId: AnyColumn, limit = 10) =>
  sql<{ items: { id: string; title: string; message: string; type: string; link: string | null; isRead: boolean; createdAt: string }[] | null; unreadCount: number }>`json_build_object(
    'items', (select json_agg(json_build_object('id', n.id, 'title', n.title, 'message', n.message, 'type', n.type, 'link', n.link, 'isRead', n.is_read, 'createdAt', n.created_at) order by n.created_at desc)
      from (select * from ${notifications} where ${notifications.userId} = ${userId} order by ${notifications.createdAt} desc limit ${sql.raw(String(limit))}) n),
    'unreadCount', (select count(*) from ${notifications} where ${notifications.userId} = ${userId} and not ${notifications.isRead}))`

export function bellOf(value: { items: { id: string; title: string; message: string; type: string; link: string | null; isRead: boolean; createdAt: string }[] | null; unreadCount: number }): Bell {
  return { items: (value.items ?? []).map((item) => ({ ...item, createdAt: new Date(item.createdAt) })), unreadCount: Number(value.unreadCount) }
}

/**
 * The newest notifications of a user (10 by default) and how many are unread, in one query:
 * the window count is taken over all the user's rows before the limit applies.
 */
export async function listNotifications(db: Db, userId: string, { limit = 10 } = {}) {
  const rows = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      type: notifications.type,
      link: notifications.link,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      unread: sql<number>`(count(*) filter (where ${notifications.isRead} = false) over ())::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit)
  return { items: rows.map(({ unread: _unread, ...item }) => item), unreadCount: Number(rows[0]?.unread ?? 0) }
}

/** Marks one of the user's notifications read (another user's id changes nothing). */
export async function markNotificationRead(db: Db, userId: string, id: string) {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id })
  return updated.length > 0
}

export async function markAllNotificationsRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
}
