import { data } from 'react-router'
import type { FieldErrors } from './form-values'
import type { MessageKey } from '../i18n/en'
import { readerAnswer } from '../i18n/reader-message.server'

export interface FormLimits {
  /** Longest text field, in characters. */
  maxFieldLength: number
  /** Largest body, in bytes (upload routes pass their own). */
  maxBytes: number
}

export const defaultFormLimits: FormLimits = { maxFieldLength: 1024 * 1024, maxBytes: 4 * 1024 * 1024 }

export interface ReadFormOptions extends Partial<FormLimits> {
  /** `keep` leaves fields with a NUL character to the caller (`parseForm` makes each its field's message); by default they are refused. */
  nul?: 'reject' | 'keep'
}

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])
const statusTexts: Record<number, string> = { 400: 'Bad Request', 413: 'Content Too Large', 415: 'Unsupported Media Type' }

/** The answer to a form the site cannot take: the status and a plain message in the reader's language. */
function refuse(status: 400 | 413 | 415, key: MessageKey) {
  const message = readerAnswer(key)
  return data({ message }, { status, statusText: statusTexts[status], headers: { 'Cache-Control': 'no-store' } })
}

/**
 * The body's bytes, or `too-large` once it passes `maxBytes`. Reading stops there without
 * cancelling the body, so the answer still reaches the client (the server drops the unread rest).
 */
async function readBytes(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength
      if (size > maxBytes) return 'too-large' as const
      chunks.push(chunk.value)
    }
  } finally {
    reader.releaseLock()
  }
  return Buffer.concat(chunks)
}

const hasNul = (text: string) => text.includes('\u0000')
/** Whether a form entry's name, text or file name contains a NUL character. */
const entryHasNul = (name: string, value: FormDataEntryValue) => hasNul(name) || hasNul(typeof value === 'string' ? value : value.name)

/**
 * Reads an action's form. Throws (for the framework to answer) 415 when the body is not form
 * data, 413 when it or one of its text fields is too large, 400 when it cannot be parsed and,
 * unless `nul: 'keep'`, 400 when a field name or value contains a NUL character, which
 * PostgreSQL text cannot store.
 */
export async function readForm(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  const { maxFieldLength, maxBytes } = { ...defaultFormLimits, ...options }
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!formTypes.has(contentType.split(';')[0]!.trim().toLowerCase())) throw refuse(415, 'input.notForm')
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) throw refuse(413, 'input.tooLarge')
  const bytes = request.body ? await readBytes(request.body, maxBytes).catch(() => 'unreadable' as const) : null
  if (bytes === 'too-large') throw refuse(413, 'input.tooLarge')
  if (bytes === 'unreadable') throw refuse(400, 'input.unreadable')
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    throw refuse(400, 'input.unreadable')
  }
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && value.length > maxFieldLength) throw refuse(413, 'input.tooLarge')
    if (options.nul !== 'keep' && entryHasNul(name, value)) throw refuse(400, 'input.nulInForm')
  }
  return form
}

/** The fields of a form read with `nul: 'keep'` that contain a NUL character, each with its message (null if none). */
export function nulFieldErrors(form: FormData): FieldErrors | null {
  const errors: FieldErrors = {}
  for (const [name, value] of form.entries()) {
    if (entryHasNul(name, value)) errors[name.replaceAll('\u0000', '')] = readerAnswer('input.nulInField')
  }
  return Object.keys(errors).length > 0 ? errors : null
}

/** The typed text values of a form, without the fields that contain a NUL character. */
export function cleanValues(form: FormData) {
  const values: Record<string, string> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !entryHasNul(name, value)) values[name] = value
  }
  return values
}
