/**
 * The site's one place for showing dates, times and "how long ago" (decision 28). Client-safe:
 * pages, server code and e-mails all format through here, so the same instant reads the same
 * everywhere and server-rendered text matches what the browser renders on hydration.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The `Intl.DateTimeFormat` for a locale and options, built once and reused: building one is
 * far slower than formatting with it, and lists format hundreds of dates per page.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  // Sorted keys, so the same options written in another order share one formatter.
  const id = `${locale}|${JSON.stringify(options, Object.keys(options).sort())}`
  let format = formatters.get(id)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formatters.set(id, format)
  }
  return format
}

/**
 * The formats the site shows, by name. All but `clock` are in UTC, so a server in any time zone
 * and the reader's browser print the same day.
 */
export const dateFormats = {
  /** "Mar 4, 2026", "4. März 2026": lists, bylines, due dates. */
  date: { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' },
  /** "March 4, 2026", "4 March 2026" (en-GB): billing and e-mails. */
  longDate: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  /** "Mar 4", "4. März": chart axes and weekly labels. */
  dayMonth: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  /** The language's medium date style ("Mar 4, 2026", "04.03.2026"). */
  mediumDate: { dateStyle: 'medium', timeZone: 'UTC' },
  /** The language's long date style ("March 4, 2026", "4. März 2026"). */
  fullDate: { dateStyle: 'long', timeZone: 'UTC' },
  /** "Mar 4, 2026, 10:05 AM": activity logs (shown with "UTC" after it). */
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
  /** "Mar 4, 2026, 10:05:09 AM": delivery logs, where seconds tell attempts apart. */
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' },
  /** "10:05 AM", "10:05": a time later today, in the zone of whoever formats it (no UTC). */
  clock: { hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateFormatName = keyof typeof dateFormats

/** A date in one of the site's named formats, in the given language (default: "Mar 4, 2026"). */
export function formatDate(date: Date | string | number, locale: string, format: DateFormatName = 'date') {
  return dateTimeFormat(locale, dateFormats[format]).format(new Date(date))
}

/** A YYYY-MM-DD day (as stored for charts and reports) in a named format, read as that UTC day. */
export function formatDay(day: string, locale: string, format: DateFormatName = 'dayMonth') {
  return formatDate(`${day}T00:00:00Z`, locale, format)
}

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Units of elapsed time; a month counts as 30 days and a year as 365. */
export type TimeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'

const unitLength: Record<TimeUnit, number> = { minute: MINUTE, hour: HOUR, day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY }

export type TimeAgo = { unit: 'now'; count: 0 } | { unit: TimeUnit; count: number }

/**
 * The one computation of "how long ago": the time from `date` to `now` in whole units of the
 * largest of `units` it fills at least once (rounded down). Less than one of the smallest unit,
 * or a date in the future, is `now`.
 *
 * The words come from each language's dictionary, not from `Intl.RelativeTimeFormat`: its texts
 * differ from the site's ("now" for "Just now", "yesterday" for "Yesterday", "2 days ago" for
 * "2d ago") and from one ICU version to the next, which would also make server and browser disagree.
 */
export function timeAgo(date: Date | string | number, now: Date | number, units: readonly TimeUnit[]): TimeAgo {
  const elapsed = new Date(now).getTime() - new Date(date).getTime()
  for (const unit of [...units].sort((a, b) => unitLength[b] - unitLength[a])) {
    const count = Math.floor(elapsed / unitLength[unit])
    if (count >= 1) return { unit, count }
  }
  return { unit: 'now', count: 0 }
}

/** Notification, comment and session times: Just now, Xm ago, Xh ago, Xd ago (spec §9). */
export function relativeTime(date: Date | string, now: number) {
  const age = timeAgo(date, now, ['minute', 'hour', 'day'])
  switch (age.unit) {
    case 'now':
      return { key: 'time.justNow', value: 0 } as const
    case 'minute':
      return { key: 'time.minutesAgo', value: age.count } as const
    case 'hour':
      return { key: 'time.hoursAgo', value: age.count } as const
    default:
      return { key: 'time.daysAgo', value: age.count } as const
  }
}

/** News dates: Just now, Xh ago (under 24 h), Yesterday (under 48 h), else the date. */
export function formatNewsDate(date: Date | string, locale: string, now = new Date()) {
  const age = timeAgo(date, now, ['hour', 'day'])
  if (age.unit === 'now') return { kind: 'justNow' as const }
  if (age.unit === 'hour') return { kind: 'hoursAgo' as const, hours: age.count }
  if (age.count === 1) return { kind: 'yesterday' as const }
  return { kind: 'date' as const, text: formatDate(date, locale) }
}

/** The translation key and count of a video's age: Today, Yesterday, days, weeks, months, years. */
export type VideoAge =
  | { key: 'videos.today' | 'videos.yesterday'; count: 0 | 1 }
  | { key: `videos.${'days' | 'weeks' | 'months' | 'years'}Ago` | `videos.${'week' | 'month' | 'year'}Ago`; count: number }

/**
 * Relative publication date of a video by whole days elapsed: Today, Yesterday, N days ago
 * (under 7), weeks (under 30 days), months (under 365), then years.
 */
export function videoAge(date: Date | string, now: number): VideoAge {
  const age = timeAgo(date, now, ['day', 'week', 'month', 'year'])
  switch (age.unit) {
    case 'now':
      return { key: 'videos.today', count: 0 }
    case 'day':
      return age.count === 1 ? { key: 'videos.yesterday', count: 1 } : { key: 'videos.daysAgo', count: age.count }
    case 'week':
      return age.count === 1 ? { key: 'videos.weekAgo', count: 1 } : { key: 'videos.weeksAgo', count: age.count }
    case 'month':
      return age.count === 1 ? { key: 'videos.monthAgo', count: 1 } : { key: 'videos.monthsAgo', count: age.count }
    default:
      return age.count === 1 ? { key: 'videos.yearAgo', count: 1 } : { key: 'videos.yearsAgo', count: age.count }
  }
}

/** The UTC day of a moment as 'YYYY-MM-DD': the day meters, caps and daily counts reset on. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10)
