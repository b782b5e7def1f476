import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { newsletterSubscriptions, notificationPreferences, users, type NewsletterPreferences } from '../db/schema'
import { readRecipientToken, type UnsubscribeScope } from './recipient-links.server'

export const subscriberChoices = ['daily_digest', 'weekly_summary', 'breaking_news'] as const
export const memberChoices = ['email_newsletter', 'weekly_digest', 'breaking_news', 'comment_replies', 'welcome_series'] as const
export type MemberChoice = (typeof memberChoices)[number]

const memberColumns = {
  email_newsletter: 'emailNewsletter',
  weekly_digest: 'weeklyDigest',
  breaking_news: 'breakingNews',
  comment_replies: 'commentReplies',
  welcome_series: 'welcomeSeries',
} as const satisfies Record<MemberChoice, keyof typeof notificationPreferences.$inferSelect>

export type RecipientPreferences =
  | { kind: 'subscriber'; email: string; isActive: boolean; choices: NewsletterPreferences }
  | { kind: 'member'; email: string; choices: Record<MemberChoice, boolean> }

/** What a link's recipient receives today, or null when the link names nobody. */
export async function readPreferences(db: Db, token: string): Promise<RecipientPreferences | null> {
  const recipient = readRecipientToken(token)
  if (!recipient) return null
  if (recipient.kind === 'subscriber') {
    const [row] = await db
      .select({ email: newsletterSubscriptions.email, isActive: newsletterSubscriptions.isActive, preferences: newsletterSubscriptions.preferences })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.token, recipient.token))
    return row ? { kind: 'subscriber', email: row.email, isActive: row.isActive, choices: row.preferences } : null
  }
  const [row] = await db
    .select({ email: users.email, prefs: notificationPreferences })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, recipient.userId))
  if (!row) return null
  const choices = Object.fromEntries(memberChoices.map((choice) => [choice, row.prefs ? row.prefs[memberColumns[choice]] : true])) as Record<MemberChoice, boolean>
  return { kind: 'member', email: row.email, choices }
}

async function setMemberChoices(db: Db, userId: string, choices: Partial<Record<MemberChoice, boolean>>) {
  const values = Object.fromEntries(Object.entries(choices).map(([choice, on]) => [memberColumns[choice as MemberChoice], on]))
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
}

/**
 * Saves the choices ticked on the preferences page. A subscriber who ticks nothing is
 * unsubscribed; one who ticks something is subscribed again (their address was confirmed
 * when they first subscribed, and the link proves they hold it).
 */
export async function savePreferences(db: Db, token: string, ticked: ReadonlySet<string>) {
  const recipient = readRecipientToken(token)
  if (!recipient) return false
  if (recipient.kind === 'member') {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, recipient.userId))
    if (!user) return false
    await setMemberChoices(db, user.id, Object.fromEntries(memberChoices.map((choice) => [choice, ticked.has(choice)])))
    return true
  }
  const preferences = Object.fromEntries(subscriberChoices.map((choice) => [choice, ticked.has(choice)])) as unknown as NewsletterPreferences
  const isActive = subscriberChoices.some((choice) => ticked.has(choice))
  const rows = await db
    .update(newsletterSubscriptions)
    .set({
      preferences,
      isActive: sql`${isActive} and ${newsletterSubscriptions.confirmedAt} is not null`,
      unsubscribedAt: isActive ? null : sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())`,
    })
    .where(eq(newsletterSubscriptions.token, recipient.token))
    .returning({ id: newsletterSubscriptions.id })
  return rows.length > 0
}

const memberScope: Record<UnsubscribeScope, MemberChoice[]> = {
  daily_digest: ['email_newsletter'],
  weekly_summary: ['weekly_digest'],
  breaking_news: ['breaking_news'],
  admin: ['email_newsletter'],
  comment_replies: ['comment_replies'],
  welcome_series: ['welcome_series'],
  all: [...memberChoices],
}

/**
 * One click from an e-mail: stops one kind of edition (or everything) for the link's
 * recipient. Returns false when the link names nobody.
 */
export async function unsubscribeFrom(db: Db, token: string, scope: UnsubscribeScope) {
  const recipient = readRecipientToken(token)
  if (!recipient) return false
  if (recipient.kind === 'member') {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, recipient.userId))
    if (!user) return false
    await setMemberChoices(db, user.id, Object.fromEntries(memberScope[scope].map((choice) => [choice, false])))
    return true
  }
  const isKind = scope === 'daily_digest' || scope === 'weekly_summary' || scope === 'breaking_news'
  const rows = await db
    .update(newsletterSubscriptions)
    .set(
      isKind
        ? { preferences: sql`${newsletterSubscriptions.preferences} || jsonb_build_object(${scope}::text, false)` }
        : { isActive: false, unsubscribedAt: new Date() },
    )
    .where(and(eq(newsletterSubscriptions.token, recipient.token)))
    .returning({ id: newsletterSubscriptions.id })
  return rows.length > 0
}
