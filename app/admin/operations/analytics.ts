/** The periods the analytics page offers (shared by the loader and the page). */
export const analyticsRanges = [30, 90] as const
export type AnalyticsRange = (typeof analyticsRanges)[number]

/** The `?days=` of the analytics page: 30 unless 90 is asked for. */
export function parseRange(value: string | null): AnalyticsRange {
  return value === '90' ? 90 : 30
}
