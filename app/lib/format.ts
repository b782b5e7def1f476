const HOUR = 60 * 60 * 1000

const compactFormats = new Map<string, Intl.NumberFormat>()

/**
 * Views as 999, 1.2K, 3.4M (spec §9) in English; in other languages, the compact form the
 * language uses (1,2 k, 1.2万, 1,2 тыс.).
 */
export function formatCount(value: number, locale = 'en') {
  if (locale === 'en') {
    if (value > 999_999) return `${(value / 1_000_000).toFixed(1)}M`
    if (value > 999) return `${(value / 1_000).toFixed(1)}K`
    return String(value)
  }
  let format = compactFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
    compactFormats.set(locale, format)
  }
  return format.format(value)
}

const unitFormats = new Map<string, Intl.NumberFormat>()
function unit(locale: string, name: 'hour' | 'minute', value: number) {
  const id = `${locale}:${name}`
  let format = unitFormats.get(id)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' })
    unitFormats.set(id, format)
  }
  return format.format(value)
}

/** Minutes as "Xh Ym" (spec §9): 45m, 1h 30m, 2h; in other languages their short units (1 h 30 min, 1時間30分). */
export function formatHoursMinutes(minutes: number, locale = 'en') {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (locale === 'en') {
    if (hours === 0) return `${rest}m`
    return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`
  }
  if (hours === 0) return unit(locale, 'minute', rest)
  return rest === 0 ? unit(locale, 'hour', hours) : `${unit(locale, 'hour', hours)} ${unit(locale, 'minute', rest)}`
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A date such as "Mar 4, 2026" in the reader's language (UTC, so server and browser agree). */
export function formatShortDate(date: Date | string, locale: string) {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(date))
}

/** News dates: Just now, Xh ago (under 24 h), Yesterday (under 48 h), else the date. */
export function formatNewsDate(date: Date | string, locale: string, now = new Date()) {
  const then = new Date(date)
  const elapsed = now.getTime() - then.getTime()
  if (elapsed < HOUR) return { kind: 'justNow' as const }
  if (elapsed < 24 * HOUR) return { kind: 'hoursAgo' as const, hours: Math.floor(elapsed / HOUR) }
  if (elapsed < 48 * HOUR) return { kind: 'yesterday' as const }
  return { kind: 'date' as const, text: formatShortDate(then, locale) }
}

/** A size in bytes as the reader's language writes it: 820 kB, 4.2 MB, 1.1 GB. */
export function formatBytes(bytes: number, locale: string) {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0 }).format(value)
}
