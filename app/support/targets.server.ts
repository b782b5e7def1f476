import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { recordAudit } from '../audit/audit.server'
import type { Db } from '../db/client.server'
import { siteSettings } from '../db/schema'
import { defaultSupportTargets, type SupportTargets } from './targets'

const TARGETS_KEY = 'support.targets'

const planTarget = z.object({
  firstResponseMinutes: z.number().int().min(15).max(10 * 24 * 60),
  resolutionDays: z.number().int().min(1).max(30),
})
const targetsSchema = z.object({ enterprise: planTarget, premium: planTarget, free: planTarget, visitor: planTarget })

/** The reply targets in force: the saved ones when valid, else the defaults. */
export async function readSupportTargets(db: Pick<Db, 'select'>): Promise<SupportTargets> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, TARGETS_KEY))
  const saved = targetsSchema.safeParse(row?.value)
  return saved.success ? saved.data : defaultSupportTargets
}

/** Saves new targets (they apply to tickets opened from now on), with an audit entry. */
export async function saveSupportTargets(db: Db, { targets, actorId }: { targets: SupportTargets; actorId: string }) {
  const value = targetsSchema.parse(targets)
  await db.transaction(async (tx) => {
    await tx.insert(siteSettings).values({ key: TARGETS_KEY, value, updatedBy: actorId }).onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: actorId, updatedAt: new Date() } })
    await recordAudit(tx, { actorId, action: 'support.targets', targetType: 'site_setting', targetId: TARGETS_KEY, details: value })
  })
}

const planNames = { enterprise: 'Enterprise', premium: 'Premium', free: 'Free', visitor: 'Visitors' } as const

/** The targets form of Admin → Settings (`{plan}.hours`, `{plan}.days`) read into targets, or a message per plan. */
export function parseTargetsForm(form: FormData): { targets: SupportTargets } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const targets = {} as SupportTargets
  for (const plan of Object.keys(planNames) as (keyof typeof planNames)[]) {
    const hours = Number(form.get(`${plan}.hours`))
    const days = Number(form.get(`${plan}.days`))
    const minutes = Math.round(hours * 60)
    const checked = planTarget.safeParse({ firstResponseMinutes: minutes, resolutionDays: days })
    if (!Number.isFinite(hours) || !checked.success) errors[plan] = `${planNames[plan]}: the first reply takes 0.25 to 240 hours, the resolution 1 to 30 whole days.`
    else targets[plan] = checked.data
  }
  return Object.keys(errors).length > 0 ? { errors } : { targets }
}
