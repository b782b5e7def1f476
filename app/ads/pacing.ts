/**
 * Even pacing of a flight (after EthicalAds' "needed today"): by the end of each day the
 * flight should have delivered its share of the days gone by, so a day may deliver what is
 * still missing less what the days after it will deliver at the even rate:
 *
 *   needed today = remaining − sold × days left after today ÷ days of the flight
 *
 * A slow day raises the next days' need; nothing is ever delivered past the sold quantity.
 */

const DAY_MS = 86_400_000

/** Whole days from one 'YYYY-MM-DD' to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

export interface Flight {
  startsOn: string
  endsOn: string
  soldImpressions: number
}

/** Impressions the flight needs on `today` (a UTC day within it), given what earlier days delivered. */
export function neededToday(flight: Flight, deliveredBeforeToday: number, today: string): number {
  if (today < flight.startsOn || today > flight.endsOn) return 0
  const totalDays = daysBetween(flight.startsOn, flight.endsOn) + 1
  const daysAfterToday = daysBetween(today, flight.endsOn)
  const remaining = Math.max(0, flight.soldImpressions - deliveredBeforeToday)
  return Math.max(0, remaining - (flight.soldImpressions * daysAfterToday) / totalDays)
}

/** What a day's even share would be: the pace the report compares each day with. */
export const evenDailyPace = (flight: Flight) => flight.soldImpressions / (daysBetween(flight.startsOn, flight.endsOn) + 1)

/** Picks an index with probability proportional to its weight (weights > 0); `random` in [0, 1). */
export function pickWeighted(weights: number[], random: () => number): number {
  const total = weights.reduce((sum, w) => sum + w, 0)
  let point = random() * total
  for (let i = 0; i < weights.length; i++) {
    point -= weights[i]!
    if (point < 0) return i
  }
  return weights.length - 1
}
