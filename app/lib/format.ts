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

const figureFormats = new Map<string, Intl.NumberFormat>()
function figureFormat(locale: string, digits: number, style: 'decimal' | 'percent') {
  const id = `${locale}:${style}:${digits}`
  let format = figureFormats.get(id)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style, minimumFractionDigits: digits, maximumFractionDigits: digits })
    figureFormats.set(id, format)
  }
  return format
}

/** An exact whole number grouped as the language groups it: 12,480 · 12.480 · 12 480. */
export const formatWhole = (value: number, locale = 'en') => figureFormat(locale, 0, 'decimal').format(value)

/** A fraction as a percentage with `digits` decimals: 0.4567 → 45.7% (45,7 % in German). */
export const formatPercent = (fraction: number, locale = 'en', digits = 1) => figureFormat(locale, digits, 'percent').format(fraction)

const pad = (n: number) => String(n).padStart(2, '0')

/** Playing time (videos, episodes) from seconds: h:mm:ss from an hour up, else m:ss ("1:04:30", "10:24", "0:26"). */
export function formatDuration(totalSeconds: number) {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}
