import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { memberId, userRefOrNull } from './accounts'
import { cascadeRef, inList, timestamps, utc, uuidPk } from './columns'

/** What starts a member's welcome series: their signup, or their first paid subscription. */
export const welcomeTriggers = ['signup', 'paid_start'] as const
export type WelcomeTrigger = (typeof welcomeTriggers)[number]

/**
 * One e-mail of the welcome series (decision 51): sent `day` days after the member's signup or
 * paid start, written by an admin with the newsletter editor. `stopOnUpgrade` skips it for a
 * member who pays by then (a signup step that sells Premium, say).
 */
export const welcomeSteps = pgTable(
  'welcome_steps',
  {
    id: uuidPk(),
    trigger: text('trigger').$type<WelcomeTrigger>().notNull(),
    day: integer('day').notNull(),
    subject: text('subject').notNull(),
    /** The text, as HTML from the editor; {name} becomes the member's name. */
    body: text('body').notNull(),
    stopOnUpgrade: boolean('stop_on_upgrade').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: userRefOrNull('created_by'),
    ...timestamps(),
  },
  (t) => [
    check('welcome_steps_trigger_check', inList('trigger', welcomeTriggers)),
    check('welcome_steps_day_check', sql`${t.day} between 0 and 90`),
    index('welcome_steps_trigger_idx').on(t.trigger, t.day),
  ],
)

export const welcomeSendStatuses = ['sent', 'skipped_unsubscribed', 'skipped_upgraded', 'failed'] as const
export type WelcomeSendStatus = (typeof welcomeSendStatuses)[number]

/**
 * Each step's outcome for each member: one row per step and member (the primary key), made when
 * the step falls due, so a member gets a step at most once however many instances run the series.
 */
export const welcomeSends = pgTable(
  'welcome_sends',
  {
    stepId: cascadeRef('step_id', () => welcomeSteps.id),
    userId: memberId(),
    status: text('status').$type<WelcomeSendStatus>().notNull(),
    /** The stored e-mail (emails.id) when it was sent. */
    emailId: uuid('email_id'),
    at: utc('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stepId, t.userId] }),
    check('welcome_sends_status_check', inList('status', welcomeSendStatuses)),
    index('welcome_sends_step_idx').on(t.stepId, t.status),
  ],
)
