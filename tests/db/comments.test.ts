import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { comments, emails, notificationPreferences, notifications } from '../../app/db/schema'
import { createArticle, createUser } from '../../app/db/seed/factories'
import { addComment, deleteOwnComment, listComments } from '../../app/comments/comments.server'
import { AppError } from '../../app/lib/app-error'
import { listNotifications, markAllNotificationsRead, markNotificationRead, notify } from '../../app/notifications/notifications.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

describe('comments', () => {
  it('are trimmed plain text, newest first, and never empty or longer than 5,000 characters', async () => {
    const user = await createUser(db, { name: 'Ines Ortega' })
    const article = await createArticle(db)
    await addComment(db, { articleId: article.id, userId: user.id, content: '  first  ' })
    await addComment(db, { articleId: article.id, userId: user.id, content: '<script>alert(1)</script> 👋' })
    const list = await listComments(db, article.id)
    expect(list.map((c) => c.content)).toEqual(['<script>alert(1)</script> 👋', 'first'])
    expect(list[0]!.authorName).toBe('Ines Ortega')
    await expect(addComment(db, { articleId: article.id, userId: user.id, content: '   ' })).rejects.toBeInstanceOf(AppError)
    await expect(addComment(db, { articleId: article.id, userId: user.id, content: 'x'.repeat(5001) })).rejects.toThrow('at most 5000')
  })

  it('notify the author of the comment replied to', async () => {
    const author = await createUser(db)
    const replier = await createUser(db, { name: 'Sam Reply' })
    const article = await createArticle(db)
    const parentId = await addComment(db, { articleId: article.id, userId: author.id, content: 'Question?' })
    await addComment(db, { articleId: article.id, userId: replier.id, content: 'Answer.', parentId })
    const { items, unreadCount } = await listNotifications(db, author.id)
    expect(unreadCount).toBe(1)
    expect(items[0]).toMatchObject({ title: 'New reply to your comment', type: 'info' })
    expect(items[0]!.message).toContain('Sam Reply')
  })

  it('e-mail the author a reply unless they switched comment replies off', async () => {
    const author = await createUser(db)
    const quiet = await createUser(db)
    await db.update(notificationPreferences).set({ commentReplies: false }).where(eq(notificationPreferences.userId, quiet.id))
    const replier = await createUser(db, { name: 'Noor Replies' })
    const article = await createArticle(db, { title: 'Why click-through rates lie' })
    for (const member of [author, quiet]) {
      const parentId = await addComment(db, { articleId: article.id, userId: member.id, content: 'What about view-through?' })
      await addComment(db, { articleId: article.id, userId: replier.id, content: 'View-through double counts.', parentId })
    }
    const [mail, ...others] = await db.select().from(emails).where(eq(emails.to, author.email))
    expect(others).toEqual([])
    expect(mail).toMatchObject({ kind: 'comment-reply', subject: 'Noor Replies replied to your comment on Lumen' })
    expect(mail!.text).toContain('View-through double counts.')
    expect(mail!.text).toContain(`/news/${article.slug}#comment-`)
    expect(mail!.headers!['List-Unsubscribe']).toMatch(/\/newsletter\/unsubscribe\?token=m\..+&kind=comment_replies>$/)
    expect(await db.select().from(emails).where(eq(emails.to, quiet.email))).toEqual([])
  })

  it('can be deleted only by their author', async () => {
    const author = await createUser(db)
    const other = await createUser(db)
    const article = await createArticle(db)
    const id = await addComment(db, { articleId: article.id, userId: author.id, content: 'mine' })
    expect(await deleteOwnComment(db, other.id, id)).toBe(false)
    expect(await db.select().from(comments).where(eq(comments.id, id))).toHaveLength(1)
    expect(await deleteOwnComment(db, author.id, id)).toBe(true)
  })
})

describe('notifications', () => {
  it('list the ten newest with the unread count; one or all can be marked read, only by their owner', async () => {
    const user = await createUser(db)
    const stranger = await createUser(db)
    const ids: string[] = []
    for (let i = 0; i < 12; i++) ids.push(await notify(db, { userId: user.id, title: `n${i}`, message: 'm' }))
    const first = await listNotifications(db, user.id)
    expect(first.items).toHaveLength(10)
    expect(first.unreadCount).toBe(12)
    expect(await markNotificationRead(db, stranger.id, ids[0]!)).toBe(false)
    expect(await markNotificationRead(db, user.id, ids[0]!)).toBe(true)
    expect((await listNotifications(db, user.id)).unreadCount).toBe(11)
    await markAllNotificationsRead(db, user.id)
    expect((await listNotifications(db, user.id)).unreadCount).toBe(0)
    expect(await db.select().from(notifications).where(eq(notifications.userId, stranger.id))).toHaveLength(0)
  })
})
