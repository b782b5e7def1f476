import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { notifications } from '../db/schema'

export type NotificationType = 'success' | 'warning' | 'error' | 'info'

export async function notify(
  db: Db,
  input: { userId: string; title: string; message: string; type?: NotificationType; link?: string | null },
) {
  const [row] = await db
    .insert(notifications)
    .values({ type: 'info', ...input })
    .returning({ id: notifications.id })
  return row!.id
}

/** The newest notifications of a user (10 by default) and how many are unread. */
export async function listNotifications(db: Db, userId: string, { limit = 10 } = {}) {
  const [items, [unread]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        type: notifications.type,
        link: notifications.link,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
  ])
  return { items, unreadCount: unread!.n }
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
