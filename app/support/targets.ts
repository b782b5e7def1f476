import type { ticketPlans, ticketPriorities } from '../db/schema/support-vocabulary'

export type TicketPlan = (typeof ticketPlans)[number]
export type TicketPriority = (typeof ticketPriorities)[number]

/** A plan's reply targets: the first answer in business minutes, the resolution in business days. */
export interface PlanTarget {
  firstResponseMinutes: number
  resolutionDays: number
}

export type SupportTargets = Record<TicketPlan, PlanTarget>

/**
 * The targets support is sold with (Enterprise 2 hours and 1 business day, Premium 4 hours and 2,
 * Free and visitors 24 hours and 5), counted on the support calendar. Admin → Settings may
 * change them (`support.targets`).
 */
export const defaultSupportTargets: SupportTargets = {
  enterprise: { firstResponseMinutes: 2 * 60, resolutionDays: 1 },
  premium: { firstResponseMinutes: 4 * 60, resolutionDays: 2 },
  free: { firstResponseMinutes: 24 * 60, resolutionDays: 5 },
  visitor: { firstResponseMinutes: 24 * 60, resolutionDays: 5 },
}

/** Priority support (Premium and Enterprise) places requests at the front of the queue. */
export const priorityForPlan = (plan: TicketPlan): TicketPriority => (plan === 'enterprise' ? 'urgent' : plan === 'premium' ? 'high' : 'normal')

/** The queue's order of priorities, most urgent first. */
export const priorityRank: Record<TicketPriority, number> = { urgent: 0, high: 1, normal: 2, low: 3 }
