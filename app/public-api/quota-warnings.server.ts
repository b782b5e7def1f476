import { and, eq, sql } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { users, workspaceMembers, workspaces } from '../db/schema'
import { sendEmails } from '../email/mailer.server'
import { apiQuotaWarningEmail } from '../email/templates'
import { formatDate } from '../lib/dates'
import { logError } from '../lib/log.server'
import type { QuotaAnswer } from './quota.server'

/** The shares of the monthly quota, in percent, at which a workspace's Admins are e-mailed. */
export const QUOTA_WARNING_LEVELS = [80, 100] as const
export type QuotaWarningLevel = (typeof QUOTA_WARNING_LEVELS)[number]

type QuotaState = Pick<QuotaAnswer, 'used' | 'limit' | 'month' | 'warnedAt'>

/**
 * The warning a count calls for: the highest level reached that this month has not had yet, or
 * null. Read from the counting statement's answer, so it costs nothing below the thresholds.
 * Reaching 100% at once (a quota lowered under the month's use) sends only the 100% warning.
 */
export function quotaWarningDue({ used, limit, warnedAt }: Pick<QuotaState, 'used' | 'limit' | 'warnedAt'>): QuotaWarningLevel | null {
  const reached = [...QUOTA_WARNING_LEVELS].reverse().find((level) => used * 100 >= limit * level)
  return reached !== undefined && warnedAt < reached ? reached : null
}

const resetDate = (month: string) => {
  const [year, monthIndex] = month.split('-').map(Number)
  return formatDate(new Date(Date.UTC(year!, monthIndex!, 1)), 'en-GB', 'longDate')
}

/**
 * Sends the quota warning a count calls for to each Admin of the workspace, once per level and
 * month whatever the number of instances: the level is claimed by a conditional update of
 * `warned_at`, which only one request can win. Returns the level sent, or null.
 */
export async function sendQuotaWarning(db: Db, { workspaceId, quota }: { workspaceId: string; quota: QuotaState }): Promise<QuotaWarningLevel | null> {
  const level = quotaWarningDue(quota)
  if (level === null) return null
  const claimed = (await db.execute(sql`
    update api_monthly_usage set warned_at = ${level}
    where workspace_id = ${workspaceId}::uuid and month = ${quota.month}::date and warned_at < ${level}
    returning requests`)) as unknown as { rows: { requests: number }[] }
  const row = claimed.rows[0]
  if (!row) return null
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId))
  const admins = await db
    .select({ email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'admin')))
  if (!workspace || admins.length === 0) return level
  const { SITE_NAME, SITE_URL } = getConfig()
  const message = apiQuotaWarningEmail(SITE_NAME, {
    workspace: workspace.name,
    level,
    used: Math.max(quota.used, Number(row.requests)),
    quota: quota.limit,
    resetsOn: `${resetDate(quota.month)} (00:00 UTC)`,
    url: `${SITE_URL}/workspace/api`,
  })
  await sendEmails(db, admins.map((admin) => ({ to: admin.email, kind: `api-quota-${level}`, ...message })))
  return level
}

/**
 * Called by the API router after counting: when a warning is due, it is claimed and sent once
 * the answer has gone (`close` follows the last byte, or the client leaving), so the e-mail never
 * delays the answer. A failure is logged with the route and the error's code.
 */
export function warnAfterAnswer(
  res: { once(event: 'close', listener: () => void): unknown },
  db: Db,
  { workspaceId, quota, route }: { workspaceId: string; quota: QuotaState; route: string },
) {
  if (quotaWarningDue(quota) === null) return
  res.once('close', () => {
    sendQuotaWarning(db, { workspaceId, quota }).catch((error: unknown) => logError(`${route} quota-warning`, error))
  })
}
