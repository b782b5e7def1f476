import { publishStatuses } from '../../content/publish-statuses'
import { z } from 'zod'

/**
 * Zod pieces shared by the content forms. Every form field arrives as a string; these turn
 * them into typed values with messages an editor can act on. Client-safe.
 */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const plainText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)

export const requiredText = (label: string, max: number) => plainText(label, max).min(1, `${label} is required`)

/** Empty means "make one from the title". */
export const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, 'The slug must be at most 80 characters')
  .refine((v) => v === '' || SLUG_PATTERN.test(v), 'Use lower-case letters, digits and single hyphens, e.g. my-first-article')

export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true')

/** HTML from the editor (or the plain-HTML fallback); it is sanitized when saved. */
export const htmlBody = z.string().max(300_000, 'The text is too long (300,000 characters at most)')

/** An e-mail's subject as the console's forms take it: one line, 1–200 characters. */
export const emailSubject = z
  .string()
  .trim()
  .min(1, 'Write a subject.')
  .max(200, 'The subject must be at most 200 characters.')
  .refine((value) => !/[\r\n]/.test(value), 'The subject must be one line.')

/** Whether the editor's HTML shows anything: text, or an image. */
export const hasVisibleText = (html: string) => /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== ''

export const statusField = z.enum(publishStatuses, { error: 'Choose a status' })

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** A datetime-local value read as UTC ("2026-05-01T09:30"), or null when empty. */
export function parseUtcDateTime(value: string): Date | null | 'invalid' {
  if (value.trim() === '') return null
  const match = DATE_TIME.exec(value.trim())
  if (!match) return 'invalid'
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number]
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s))
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60 ? date : 'invalid'
}

/** The datetime-local value of a date, in UTC (seconds only when there are some). */
export function toUtcInput(date: Date | string | null | undefined) {
  if (!date) return ''
  const iso = new Date(date).toISOString()
  return iso.slice(17, 19) === '00' ? iso.slice(0, 16) : iso.slice(0, 19)
}

export const dateTimeField = z.string().optional().transform((value, context) => {
  const parsed = parseUtcDateTime(value ?? '')
  if (parsed === 'invalid') {
    context.addIssue({ code: 'custom', message: 'Enter a date and time like 2026-05-01T09:30 (UTC)' })
    return z.NEVER
  }
  return parsed
})

/** A whole number from min to max typed in a text field; an empty field gives `empty`. */
const boundedWholeNumber = <Empty extends number | null>(label: string, { min, max, empty }: { min: number; max: number; empty: Empty }) =>
  z
    .string()
    .trim()
    .transform((v, context) => {
      if (v === '') return empty
      const n = Number(v)
      if (!/^\d+$/.test(v) || n < min || n > max) {
        context.addIssue({ code: 'custom', message: `${label} must be a whole number from ${min} to ${max.toLocaleString('en-US')}` })
        return z.NEVER
      }
      return n
    })

/** 0 to max; empty is 0. */
export const wholeNumber = (label: string, max: number) => boundedWholeNumber(label, { min: 0, max, empty: 0 })

/** 1 to max; empty is no number (null). */
export const optionalWholeNumber = (label: string, max: number) => boundedWholeNumber(label, { min: 1, max, empty: null })

/** Comma-separated tags: trimmed, without repeats, at most 12 of at most 40 characters. */
export const tagsField = z
  .string()
  .optional()
  .transform((v) => [...new Set((v ?? '').split(',').map((t) => t.trim()).filter(Boolean))])
  .refine((tags) => tags.length <= 12, 'Use at most 12 tags')
  .refine((tags) => tags.every((t) => t.length <= 40), 'Each tag must be at most 40 characters')

/**
 * An address on this site for a cover or a media file (uploads live under /media/uploads).
 * Other sites are refused: the Content-Security-Policy would block them anyway.
 */
export const localMediaPath = z
  .string()
  .trim()
  .max(300, 'The address is too long')
  .refine((v) => v === '' || /^\/media\/[A-Za-z0-9._/-]+$/.test(v) && !v.includes('..'), 'Upload a file, or use an address on this site that starts with /media/')

export const optionalId = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v), message)
    .transform((v) => v || null)

/** A list of ids in order, carried as one comma-separated value. */
export const idList = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(',').map((id) => id.trim()).filter(Boolean))
  .refine((ids) => ids.every((id) => /^[0-9a-f-]{36}$/i.test(id)), 'Choose items from the list')
  .refine((ids) => ids.length <= 200, 'At most 200 items')
