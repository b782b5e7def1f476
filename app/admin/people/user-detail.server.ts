import { workspaceAccessOf } from '../../workspaces/entitlement.server'
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import {
  adminAudit,
  articles,
  comments,
  courseEnrollments,
  courseLessons,
  courses,
  lessonCompletions,
  sessions,
  subscriptionPlans,
  subscriptions,
  userInteractions,
  users,
} from '../../db/schema'
import { isLive } from '../../billing/state.server'
import { commentColumns, planColumns } from '../select-columns.server'

const RECENT = 10

/** The user's subscriptions, newest first, with their plans (the live one, if any, is first). */
async function listUserSubscriptions(db: Db, userId: string) {
  const rows = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      provider: subscriptions.provider,
      planId: subscriptions.planId,
      ...planColumns,
      planTier: subscriptionPlans.tier,
      discountPercent: subscriptions.discountPercent,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      trialEnd: subscriptions.trialEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      endedAt: subscriptions.endedAt,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(RECENT)
  return { live: rows.find((r) => isLive(r.status)) ?? null, all: rows }
}

async function getActivity(db: Db, userId: string) {
  const [commentCount, interactionCounts, recentComments, recentInteractions, courseProgress] = await Promise.all([
    db.select({ n: count() }).from(comments).where(eq(comments.userId, userId)),
    db
      .select({ type: userInteractions.type, n: count() })
      .from(userInteractions)
      .where(eq(userInteractions.userId, userId))
      .groupBy(userInteractions.type),
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(articles, eq(articles.id, comments.articleId))
      .where(eq(comments.userId, userId))
      .orderBy(desc(comments.createdAt))
      .limit(5),
    db
      .select({ type: userInteractions.type, at: userInteractions.createdAt, title: articles.title, slug: articles.slug })
      .from(userInteractions)
      .innerJoin(articles, eq(articles.id, userInteractions.articleId))
      .where(eq(userInteractions.userId, userId))
      .orderBy(desc(userInteractions.createdAt))
      .limit(RECENT),
    db
      .select({
        title: courses.title,
        slug: courses.slug,
        startedAt: courseEnrollments.startedAt,
        lastActiveAt: courseEnrollments.updatedAt,
        completedAt: courseEnrollments.completedAt,
        lessonsDone: sql<number>`(select count(*)::int from ${lessonCompletions} lc where lc.user_id = ${courseEnrollments.userId} and lc.course_id = ${courseEnrollments.courseId})`,
        lessonCount: sql<number>`(select count(*)::int from ${courseLessons} cl where cl.course_id = ${courseEnrollments.courseId})`,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(eq(courseEnrollments.userId, userId))
      .orderBy(desc(courseEnrollments.updatedAt))
      .limit(RECENT),
  ])
  const interactions = Object.fromEntries(interactionCounts.map((row) => [row.type, row.n]))
  return {
    counts: { comments: commentCount[0]!.n, likes: interactions.like ?? 0, bookmarks: interactions.bookmark ?? 0 },
    comments: recentComments,
    interactions: recentInteractions,
    courses: courseProgress,
  }
}

/** Signed-in sessions that have not expired, newest first (where and when the user signed in). */
async function listActiveSessions(db: Db, userId: string, now = new Date()) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt))
    .limit(20)
}

/** Admin changes recorded about the user, newest first, with who made them. */
async function listUserAudit(db: Db, userId: string) {
  return db
    .select({
      id: adminAudit.id,
      action: adminAudit.action,
      details: adminAudit.details,
      createdAt: adminAudit.createdAt,
      actorName: users.name,
    })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.actorId))
    .where(and(eq(adminAudit.targetType, 'user'), eq(adminAudit.targetId, userId)))
    .orderBy(desc(adminAudit.createdAt))
    .limit(20)
}

/** Everything the admin user page shows, or null for an unknown id. */
export async function getUserDetail(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      role: users.role,
      tier: users.subscriptionTier,
      isSuspended: users.isSuspended,
      twoFactorEnabled: users.twoFactorEnabled,
      location: users.location,
      website: users.website,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) return null
  const [subscriptionsOfUser, activity, activeSessions, audit, workspace] = await Promise.all([
    listUserSubscriptions(db, userId),
    getActivity(db, userId),
    listActiveSessions(db, userId),
    listUserAudit(db, userId),
    workspaceAccessOf(db, userId),
  ])
  return { user, subscription: subscriptionsOfUser.live, subscriptions: subscriptionsOfUser.all, activity, sessions: activeSessions, audit, workspace }
}

export type UserDetail = NonNullable<Awaited<ReturnType<typeof getUserDetail>>>
