import { asc, eq, sql } from 'drizzle-orm'
import { recordAudit } from '../../audit/audit.server'
import type { Db } from '../../db/client.server'
import { welcomeSteps } from '../../db/schema'
import { sanitizeHtml } from '../../lib/sanitize-html.server'
import type { WelcomeTrigger } from '../../db/schema'
import { welcomeReport } from './welcome-series.server'

/** A step as Admin → Welcome series saves it. */
export interface WelcomeStepInput {
  trigger: WelcomeTrigger
  day: number
  subject: string
  /** HTML from the editor; sanitised when saved. */
  body: string
  stopOnUpgrade: boolean
  isActive: boolean
}

/** Every step, in the order members get them (signup steps, then paid-start steps, by day), with its outcomes so far. */
export async function listWelcomeSteps(db: Db) {
  const [steps, report] = await Promise.all([
    db.select().from(welcomeSteps).orderBy(asc(welcomeSteps.trigger), asc(welcomeSteps.day), asc(welcomeSteps.createdAt)),
    welcomeReport(db),
  ])
  return steps.map((step) => ({ ...step, outcomes: report.get(step.id) ?? { sent: 0, skipped_unsubscribed: 0, skipped_upgraded: 0, failed: 0 } }))
}

export async function getWelcomeStep(db: Db, id: string) {
  const [step] = await db.select().from(welcomeSteps).where(eq(welcomeSteps.id, id)).limit(1)
  return step ?? null
}

/** Creates a step, or changes one (`id`), with its audit row; returns its id, or null when `id` names none. */
export async function saveWelcomeStep(db: Db, { id, input, actorId }: { id?: string; input: WelcomeStepInput; actorId: string }) {
  const values = { ...input, body: sanitizeHtml(input.body) }
  return db.transaction(async (tx) => {
    const [saved] = id
      ? await tx.update(welcomeSteps).set({ ...values, updatedAt: sql`now()` }).where(eq(welcomeSteps.id, id)).returning({ id: welcomeSteps.id })
      : await tx.insert(welcomeSteps).values({ ...values, createdBy: actorId }).returning({ id: welcomeSteps.id })
    if (!saved) return null
    await recordAudit(tx, {
      actorId,
      action: id ? 'welcome.update' : 'welcome.create',
      targetType: 'welcome_step',
      targetId: saved.id,
      details: { trigger: input.trigger, day: input.day, subject: input.subject, isActive: input.isActive },
    })
    return saved.id
  })
}

/** Deletes a step and its outcomes, with its audit row; false when it was already gone. */
export async function deleteWelcomeStep(db: Db, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(welcomeSteps).where(eq(welcomeSteps.id, id)).returning({ subject: welcomeSteps.subject })
    if (!gone) return false
    await recordAudit(tx, { actorId, action: 'welcome.delete', targetType: 'welcome_step', targetId: id, details: { subject: gone.subject } })
    return true
  })
}
