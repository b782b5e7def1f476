import { verifyPassword } from 'better-auth/crypto'
import { z } from 'zod'
import { and, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import {
  accounts,
  comments,
  emails,
  newsletterSubscriptions,
  notificationPreferences,
  notifications,
  sessions,
  subscriptions,
  userInteractions,
  users,
  workspaceMembers,
  workspaceReads,
  workspaces,
} from '../db/schema'
import { releaseLikes } from '../likes/article-marks.server'
import { textKey, type TextKey } from '../i18n/text-keys'

const optionalText = (max: number, tooLong: TextKey) => z.string().trim().max(max, tooLong).transform((v) => v || null)

const optionalUrl = (tooLong: TextKey, invalid: TextKey) =>
  z
    .string()
    .trim()
    .max(200, tooLong)
    .refine((v) => !v || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), invalid)
    .transform((v) => v || null)

/** The Profile tab's fields; the messages are text keys, written in the reader's language by `parseForm`. */
export const profileSchema = z.object({
  name: z.string().trim().min(1, textKey('validation.nameRequired')).max(100, textKey('validation.nameTooLong')),
  bio: optionalText(500, 'answers.profile.bioTooLong'),
  location: optionalText(100, 'answers.profile.locationTooLong'),
  website: optionalUrl('answers.profile.websiteTooLong', 'answers.profile.websiteInvalid'),
  twitter: z
    .string()
    .trim()
    .max(50, textKey('answers.profile.twitterTooLong'))
    .refine((v) => !v || /^@?[A-Za-z0-9_]{1,15}$/.test(v), textKey('answers.profile.twitterInvalid'))
    .transform((v) => (v ? v.replace(/^@?/, '@') : null)),
  linkedin: optionalUrl('answers.profile.linkedinTooLong', 'answers.profile.linkedinInvalid'),
})

export async function getProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      bio: users.bio,
      location: users.location,
      website: users.website,
      twitter: users.twitter,
      linkedin: users.linkedin,
      subscriptionTier: users.subscriptionTier,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/** Saves the profile fields; the e-mail address is not among them and cannot change here. */
export async function updateProfile(db: Db, userId: string, input: z.infer<typeof profileSchema>) {
  await db.update(users).set({ ...input, updatedAt: new Date() }).where(eq(users.id, userId))
}

export const preferenceKeys = ['emailNewsletter', 'breakingNews', 'weeklyDigest', 'commentReplies', 'welcomeSeries', 'newFeatures', 'marketing'] as const
type PreferenceKey = (typeof preferenceKeys)[number]

export async function getNotificationPreferences(db: Db, userId: string) {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId))
  if (row) return row
  const [created] = await db.insert(notificationPreferences).values({ userId }).onConflictDoNothing().returning()
  return created ?? (await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0]!
}

export async function updateNotificationPreferences(db: Db, userId: string, values: Record<PreferenceKey, boolean>) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: new Date() } })
}

/** The user's signed-in devices, current first. */
export async function listSessions(db: Db, userId: string, currentSessionId: string) {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
  return rows
    .filter((s) => s.expiresAt > new Date())
    .map((s) => ({ ...s, isCurrent: s.id === currentSessionId }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent))
}

/** Signs out one of the user's own sessions (another user's id changes nothing). */
export async function revokeSession(db: Db, userId: string, sessionId: string) {
  const deleted = await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))).returning({ id: sessions.id })
  return deleted.length > 0
}

export async function revokeOtherSessions(db: Db, userId: string, currentSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
}

/** Everything we hold about the user, as one JSON document (GDPR data portability). */
export async function exportUserData(db: Db, userId: string) {
  const [profile, preferences, interactions, userComments, userNotifications, userSubscriptions, userSessions] = await Promise.all([
    getProfile(db, userId),
    getNotificationPreferences(db, userId),
    db.select().from(userInteractions).where(eq(userInteractions.userId, userId)),
    db.select({ id: comments.id, articleId: comments.articleId, content: comments.content, createdAt: comments.createdAt }).from(comments).where(eq(comments.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db.select({ createdAt: sessions.createdAt, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress }).from(sessions).where(eq(sessions.userId, userId)),
  ])
  const newsletter = profile
    ? await db.select({ subscribedAt: newsletterSubscriptions.subscribedAt, isActive: newsletterSubscriptions.isActive, preferences: newsletterSubscriptions.preferences }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, profile.email))
    : []
  const [workspace, reads] = await Promise.all([
    db.select({ workspace: workspaces.name, role: workspaceMembers.role, joinedAt: workspaceMembers.joinedAt }).from(workspaceMembers).innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId)).where(eq(workspaceMembers.userId, userId)),
    db.select({ kind: workspaceReads.kind, itemId: workspaceReads.itemId, day: workspaceReads.day }).from(workspaceReads).where(eq(workspaceReads.userId, userId)),
  ])
  const { userId: _ignored, ...preferenceValues } = preferences
  return {
    exportedAt: new Date().toISOString(),
    profile,
    notificationPreferences: preferenceValues,
    likesAndBookmarks: interactions.map(({ userId: _u, ...rest }) => rest),
    comments: userComments,
    notifications: userNotifications.map(({ userId: _u, ...rest }) => rest),
    subscriptions: userSubscriptions.map(({ userId: _u, ...rest }) => rest),
    sessions: userSessions,
    newsletter,
    workspace: workspace[0] ?? null,
    workspaceReading: reads,
  }
}

/**
 * Deletes the account and personal data in one transaction. Comments stay, anonymised
 * (their author becomes empty); likes are taken off the article counters first.
 */
export async function deleteAccount(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
    if (!user) return
    await releaseLikes(tx as unknown as Db, userId)
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email))
    await tx.delete(emails).where(eq(emails.to, user.email))
    await tx.delete(users).where(eq(users.id, userId))
  })
}

/** True when the password matches the user's e-mail/password credential. */
export async function checkPassword(db: Db, userId: string, password: string) {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  if (!credential?.hash) return false
  return verifyPassword({ hash: credential.hash, password })
}
