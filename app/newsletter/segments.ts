import { z } from 'zod'
import { attributionSources, type AttributionSource } from '../db/schema/attribution-vocabulary'

/**
 * A part of the newsletter's readers an editor's edition can go to (client-safe): by plan, by
 * where the member came from, by whether they clicked in the newsletter lately, and by the
 * newsletters they chose (their topics). An empty segment is everyone.
 */
export const segmentPlans = ['no_account', 'free', 'paid', 'premium', 'enterprise'] as const
export const segmentEngagements = ['clicked_30', 'clicked_90', 'not_clicked_90'] as const
export const segmentTopics = ['daily_digest', 'weekly_summary', 'breaking_news'] as const

export interface EditionSegment {
  plan?: (typeof segmentPlans)[number]
  source?: AttributionSource
  engagement?: (typeof segmentEngagements)[number]
  topic?: (typeof segmentTopics)[number]
}

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined
      if (!(values as readonly string[]).includes(value)) {
        context.addIssue({ code: 'custom', message: 'Choose one of the listed values.' })
        return z.NEVER
      }
      return value as T[number]
    })

/** The segment fields of a form or a query (`segPlan`, `segSource`, `segEngagement`, `segTopic`). */
export const segmentFields = {
  segPlan: choice(segmentPlans),
  segSource: choice(attributionSources),
  segEngagement: choice(segmentEngagements),
  segTopic: choice(segmentTopics),
}

/** The segment a parsed form or query names; null for everyone. */
export function segmentOf(input: { segPlan?: EditionSegment['plan']; segSource?: AttributionSource; segEngagement?: EditionSegment['engagement']; segTopic?: EditionSegment['topic'] }): EditionSegment | null {
  const segment: EditionSegment = {
    ...(input.segPlan ? { plan: input.segPlan } : {}),
    ...(input.segSource ? { source: input.segSource } : {}),
    ...(input.segEngagement ? { engagement: input.segEngagement } : {}),
    ...(input.segTopic ? { topic: input.segTopic } : {}),
  }
  return Object.keys(segment).length > 0 ? segment : null
}

/** A segment as form values (and query parameters). */
export const segmentValues = (segment: EditionSegment | null | undefined): Record<string, string> => ({
  segPlan: segment?.plan ?? '',
  segSource: segment?.source ?? '',
  segEngagement: segment?.engagement ?? '',
  segTopic: segment?.topic ?? '',
})

export const segmentLabels = {
  plan: { no_account: 'Subscribers without an account', free: 'Free members', paid: 'Paying members (Premium or Enterprise)', premium: 'Premium members', enterprise: 'Enterprise members' },
  source: { search: 'Came from search', social: 'Came from social networks', newsletter: 'Came from the newsletter or e-mail', campaign: 'Came from a campaign', other_site: 'Came from another site', direct: 'Came directly' },
  engagement: { clicked_30: 'Clicked in the last 30 days', clicked_90: 'Clicked in the last 90 days', not_clicked_90: 'No click in the last 90 days' },
  topic: { daily_digest: 'Chose the daily digest', weekly_summary: 'Chose the weekly summary', breaking_news: 'Chose breaking news' },
} as const

/** "Paying members · Clicked in the last 30 days", or "Everyone". */
export function describeSegment(segment: EditionSegment | null | undefined) {
  if (!segment) return 'Everyone who gets the newsletter'
  const parts = [
    segment.plan ? segmentLabels.plan[segment.plan] : null,
    segment.source ? segmentLabels.source[segment.source] : null,
    segment.engagement ? segmentLabels.engagement[segment.engagement] : null,
    segment.topic ? segmentLabels.topic[segment.topic] : null,
  ]
  return parts.filter(Boolean).join(' · ')
}

/** The segment a page's query names; a value that is not one of the choices is left out. */
export function segmentFromQuery(query: Record<string, string>): EditionSegment | null {
  const fields = Object.fromEntries(
    (Object.keys(segmentFields) as (keyof typeof segmentFields)[]).map((name) => {
      const parsed = segmentFields[name].safeParse(query[name])
      return [name, parsed.success ? parsed.data : undefined]
    }),
  )
  return segmentOf(fields)
}
