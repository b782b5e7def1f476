import { data } from 'react-router'
import { z } from 'zod'
import type { Db } from '../../db/client.server'
import { validateForm } from '../../lib/form-values'
import { parseForm } from '../../lib/parse-form.server'
import { AppError, appErrorOf } from '../../lib/app-error'
import { notFound } from '../../lib/error-responses.server'
import type { UploadKind } from '../../media-files/file-types'
import type { FormValues } from './editor-data.server'
import { saveUpload } from '../../media-files/save-upload.server'

/** What an editor page answers when a save is refused: the messages and everything typed. */
export type EditorFailure = { ok: false; values: FormValues; errors: Record<string, string>; message: string | null; isConflict?: boolean }

export const failure = (status: number, values: FormValues, errors: Record<string, string>, message: string | null = null) =>
  data<EditorFailure>({ ok: false, values, errors, message, ...(status === 409 ? { isConflict: true } : {}) }, { status })

/** Largest request body: the largest upload plus room for the text fields. */
export const MAX_BODY = 52 * 1024 * 1024

/** Refuses an oversized request before its body is read. */
export function checkBodySize(request: Request) {
  const length = Number(request.headers.get('Content-Length') ?? 0)
  if (length > MAX_BODY) throw new AppError('too_large', 413, 'admin.error.uploadTooLarge')
}

const correctFields = 'Please correct the marked fields; nothing was saved.'

// The rest of an editor's fields depends on its type and on the button pressed: see `validate`.
const editorForm = z.object({ intent: z.string().default('save') })

/**
 * An editor's form (uploads included) and the button pressed; a field with a NUL character is
 * refused with everything else typed kept.
 */
export async function readEditorForm(request: Request) {
  const parsed = await parseForm(request, editorForm, { maxBytes: MAX_BODY })
  if (parsed.ok) return { form: parsed.form, intent: parsed.data.intent, refused: null }
  return { form: parsed.form, intent: '', refused: failure(400, parsed.values, parsed.errors, correctFields) }
}

/** The text fields of a form; ordered lists ("order.<id>" positions, "remove.<id>", "add") become one id list. */
export function formValues(form: FormData, listField?: string): FormValues {
  const values: FormValues = {}
  const order: { id: string; position: number; index: number }[] = []
  const removed = new Set<string>()
  let index = 0
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue
    if (key.startsWith('order.')) order.push({ id: key.slice(6), position: Number(value) || 0, index: index++ })
    else if (key.startsWith('remove.')) removed.add(key.slice(7))
    else values[key] = value
  }
  if (listField) {
    const ids = order.sort((a, b) => a.position - b.position || a.index - b.index).map((o) => o.id).filter((id) => !removed.has(id))
    if (values.add && !ids.includes(values.add)) ids.push(values.add)
    delete values.add
    values[listField] = ids.join(',')
  }
  return values
}

/**
 * Stores the files chosen in a form's upload fields and puts their addresses in the matching
 * text fields. A refused file becomes that field's message.
 */
export async function applyUploads(
  db: Db,
  form: FormData,
  values: FormValues,
  fields: Record<string, { target: string; allowed: UploadKind[] }>,
  actorId: string,
) {
  for (const [name, { target, allowed }] of Object.entries(fields)) {
    const file = form.get(name)
    if (!(file instanceof File) || file.size === 0) continue
    try {
      values[target] = (await saveUpload(db, { file, allowed, actorId })).url
    } catch (error) {
      const refusal = appErrorOf(error)
      return { status: refusal.status, errors: { [target]: refusal.message } }
    }
  }
  return null
}

/** Runs an editor's schema over the values typed: the input, or the page's refusal keeping every value. */
export function validate<T extends z.ZodType>(schema: T, values: FormValues) {
  const result = validateForm(schema, values)
  if (result.ok) return { ok: true as const, input: result.data }
  return { ok: false as const, refused: failure(400, values, result.errors, correctFields) }
}

/** An AppError as the editor's answer (field message, or page message); anything else is rethrown. */
export function refusal(error: unknown, values: FormValues) {
  const { status, field, message } = appErrorOf(error)
  if (status === 404) throw notFound()
  return field ? failure(status, values, { [field]: message }) : failure(status, values, {}, message)
}
