/**
 * The mean of percentages, rounded to a whole percent; null for none. Course grades (the mean of
 * quiz scores) and learning path grades (the mean of course grades) both use it.
 */
export function roundedMean(percents: number[]): number | null {
  return percents.length ? Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length) : null
}
