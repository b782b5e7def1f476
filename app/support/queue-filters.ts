import { z } from 'zod'
import { contactCategories } from '../db/inbox-choices'
import { ticketPlans, ticketStatuses } from './support-choices'
import type { QueueFilters } from './queue.server'

/** The queue's filters from its address; anything unknown falls back to the default view (active tickets, everyone's). */
const filtersSchema = z.object({
  view: z.enum(['all', 'mine', 'unassigned']).catch('all'),
  status: z.enum([...ticketStatuses, 'active']).catch('active'),
  plan: z.enum([...ticketPlans, '']).catch(''),
  category: z.enum([...contactCategories, '']).catch(''),
  overdue: z.string().optional().transform((v) => v === '1'),
  q: z.string().catch('').transform((v) => v.trim().slice(0, 100)),
})

export function parseQueueFilters(params: URLSearchParams): QueueFilters {
  const raw = filtersSchema.parse(Object.fromEntries(params))
  return { view: raw.view, status: raw.status, plan: raw.plan, category: raw.category, isOverdue: raw.overdue, search: raw.q }
}
