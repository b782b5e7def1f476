/** Opening hours of one weekday, in minutes after local midnight: [open, close), or null when closed. */
export type DayHours = readonly [open: number, close: number] | null

export interface SupportCalendar {
  /** IANA time zone, e.g. 'America/Los_Angeles'. */
  timeZone: string
  /** Index 0 = Sunday … 6 = Saturday. */
  hours: readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours]
  /** Local dates (YYYY-MM-DD) on which support is closed all day. */
  holidays: readonly string[]
}

const weekday: DayHours = [9 * 60, 18 * 60]

/**
 * The site's support calendar: Pacific time, Mon–Fri 09:00–18:00, Sat 10:00–16:00, Sunday closed.
 * Holidays 2026–2028: New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and
 * Christmas Day. Independence Day and Christmas Day that fall on a weekend close both the day
 * itself and the observed weekday (Friday before a Saturday, Monday after a Sunday).
 */
export const supportCalendar: SupportCalendar = {
  timeZone: 'America/Los_Angeles',
  hours: [null, weekday, weekday, weekday, weekday, weekday, [10 * 60, 16 * 60]],
  holidays: [
    '2026-01-01', '2026-05-25', '2026-07-03', '2026-07-04', '2026-09-07', '2026-11-26', '2026-12-25',
    '2027-01-01', '2027-05-31', '2027-07-04', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-24', '2027-12-25',
    '2028-01-01', '2028-05-29', '2028-07-04', '2028-09-04', '2028-11-23', '2028-12-25',
  ],
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** How many local days a forward search may walk before giving up with a RangeError. */
const MAX_WALK_DAYS = 400

/** One day's opening window as epoch milliseconds: [open, close). */
interface Window {
  open: number
  close: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffset(timeZone: string, at: number): number {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  const parts = format.formatToParts(at)
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value)
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'))
  return wall - Math.floor(at / 1000) * 1000
}

/** The local calendar day of an instant, counted in days since 1970-01-01. */
function localDay(timeZone: string, at: number): number {
  return Math.floor((at + zoneOffset(timeZone, at)) / DAY)
}

/**
 * The instant at which the zone's clocks read `msOfDay` after midnight on local day `day`.
 * A time the clocks show twice (autumn) gives the earlier instant; a time they skip (spring)
 * moves forward by the size of the gap, as a clock that was not changed would read it.
 */
function localTimeToUtc(timeZone: string, day: number, msOfDay: number): number {
  const wall = day * DAY + msOfDay
  const before = zoneOffset(timeZone, wall - DAY)
  const after = zoneOffset(timeZone, wall + DAY)
  const matches = [wall - before, wall - after].filter((at) => at + zoneOffset(timeZone, at) === wall)
  return matches.length > 0 ? Math.min(...matches) : wall - before
}

/** The opening window of local day `day`, or null when the desk is closed all that day. */
function openWindow(calendar: SupportCalendar, day: number): Window | null {
  const date = new Date(day * DAY)
  const hours = calendar.hours[date.getUTCDay()] ?? null
  if (!hours || hours[0] >= hours[1] || calendar.holidays.includes(date.toISOString().slice(0, 10))) return null
  return {
    open: localTimeToUtc(calendar.timeZone, day, hours[0] * MINUTE),
    close: localTimeToUtc(calendar.timeZone, day, hours[1] * MINUTE),
  }
}

/** The open time from `from` on, day by day up to local day `lastDay`, as windows cut to start no earlier than `from`. */
function* windowsUntil(calendar: SupportCalendar, from: number, lastDay: number): Generator<Window> {
  for (let day = localDay(calendar.timeZone, from); day <= lastDay; day++) {
    const window = openWindow(calendar, day)
    if (window && window.close > from) yield { open: Math.max(window.open, from), close: window.close }
  }
}

/** Like windowsUntil, but without an end: throws a RangeError once it has walked MAX_WALK_DAYS days. */
function* windowsFrom(calendar: SupportCalendar, from: number): Generator<Window> {
  yield* windowsUntil(calendar, from, localDay(calendar.timeZone, from) + MAX_WALK_DAYS)
  throw new RangeError(`The support calendar has no answer within ${MAX_WALK_DAYS} days`)
}

function timeOf(date: Date): number {
  const time = date.getTime()
  if (Number.isNaN(time)) throw new RangeError('Invalid date')
  return time
}

/** The instant `minutes` business minutes after `start`; counting begins at the next opening when start is outside hours. */
export function addBusinessMinutes(start: Date, minutes: number, calendar = supportCalendar): Date {
  if (!(minutes >= 0 && Number.isFinite(minutes))) throw new RangeError(`Business minutes must be a finite number >= 0, got ${minutes}`)
  let remaining = minutes * MINUTE
  for (const window of windowsFrom(calendar, timeOf(start))) {
    if (remaining <= window.close - window.open) return new Date(window.open + remaining)
    remaining -= window.close - window.open
  }
  throw new RangeError('unreachable: windowsFrom throws before it runs out')
}

/** Business minutes between two instants, fractions included; 0 when `to` is not after `from`. */
export function businessMinutesBetween(from: Date, to: Date, calendar = supportCalendar): number {
  const start = timeOf(from)
  const end = timeOf(to)
  let total = 0
  for (const window of windowsUntil(calendar, start, localDay(calendar.timeZone, end))) {
    if (window.open >= end) break
    total += Math.min(window.close, end) - window.open
  }
  return total / MINUTE
}

/** Whether the desk is open at that instant (opening time included, closing time excluded). */
export function isOpenAt(at: Date, calendar = supportCalendar): boolean {
  const time = timeOf(at)
  const window = openWindow(calendar, localDay(calendar.timeZone, time))
  return window !== null && window.open <= time && time < window.close
}

/** The next instant the desk opens at or after `at`: `at` itself when the desk is open. */
export function nextOpening(at: Date, calendar = supportCalendar): Date {
  return addBusinessMinutes(at, 0, calendar)
}

/**
 * `days` business days after `start`: the same local clock time on the `days`-th open day after
 * the start's day, clamped into that day's hours (a Friday 17:00 start lands on Saturday's 16:00
 * closing; a 09:30 start lands on Saturday's 10:00 opening). Holidays and closed days are skipped.
 * A start outside hours counts from the next opening; 0 days gives that opening.
 */
export function addBusinessDays(start: Date, days: number, calendar = supportCalendar): Date {
  if (!(Number.isInteger(days) && days >= 0)) throw new RangeError(`Business days must be a whole number >= 0, got ${days}`)
  const from = nextOpening(start, calendar).getTime()
  const { timeZone } = calendar
  const fromDay = localDay(timeZone, from)
  const msOfDay = from + zoneOffset(timeZone, from) - fromDay * DAY
  if (days === 0) return new Date(from)
  let counted = 0
  for (let day = fromDay + 1; day <= fromDay + MAX_WALK_DAYS; day++) {
    const window = openWindow(calendar, day)
    if (window && ++counted === days) {
      return new Date(Math.min(Math.max(localTimeToUtc(timeZone, day, msOfDay), window.open), window.close))
    }
  }
  throw new RangeError(`The support calendar has no answer within ${MAX_WALK_DAYS} days`)
}
