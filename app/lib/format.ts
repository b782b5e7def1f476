const HOUR = 60 * 60 * 1000

/** Views as 999, 1.2K, 3.4M (spec §9). */
export function formatCount(value: number) {
  if (value > 999_999) return `${(value / 1_000_000).toFixed(1)}M`
  if (value > 999) return `${(value / 1_000).toFixed(1)}K`
  return String(value)
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(locale: string) {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
    dateFormats.set(locale, format)
  }
  return format
}

/** News dates: Just now, Xh ago (under 24 h), Yesterday (under 48 h), else the date. */
export function formatNewsDate(date: Date | string, locale: string, now = new Date()) {
  const then = new Date(date)
  const elapsed = now.getTime() - then.getTime()
  if (elapsed < HOUR) return { kind: 'justNow' as const }
  if (elapsed < 24 * HOUR) return { kind: 'hoursAgo' as const, hours: Math.floor(elapsed / HOUR) }
  if (elapsed < 48 * HOUR) return { kind: 'yesterday' as const }
  return {
    kind: 'date' as const,
    text: dateFormat(locale).format(then),
  }
}
