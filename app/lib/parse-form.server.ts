import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import type { z } from 'zod'
import { keepValues, oneMessage, validateForm, type FieldErrors, type FormFailure, type FormValues } from './form-values'
import { cleanValues, nulFieldErrors, readForm, type FormLimits } from './read-form.server'
import { fieldText } from '../i18n/reader-message.server'

/** Each field's message in the reader's language: schemas name theirs by key (`textKey`). */
const shownErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, fieldText(message)]))

export interface ParseFormOptions extends Partial<FormLimits> {
  /** The message (a text key, or text) for fields whose schema names none (see `validateForm`). */
  fallbackMessage?: string
}

/** A form that passed its schema: the parsed data, plus the form itself and the values typed. */
export interface ValidForm<T extends z.ZodType> {
  ok: true
  data: z.output<T>
  values: FormValues
  form: FormData
}

/** A refused form: each field's message, the values to show again, and the page's 400 answer. */
export interface RefusedForm extends FormFailure {
  ok: false
  form: FormData
  /** Every message as one text, for forms that show a single message. */
  message: string
  /** The 400 answer: `{ errors, values }` plus what else the page reads (`message`, `intent`…). */
  reply: <E extends object = object>(extra?: E) => DataWithResponseInit<E & FormFailure>
}

export type ParsedForm<T extends z.ZodType> = ValidForm<T> | RefusedForm

/**
 * Validates a form already read (an action that looks at one field first, then picks the schema
 * for the rest). A field holding a NUL character, which PostgreSQL text cannot store, is refused
 * with its own message before the schema runs; values never include secrets (see `keepValues`).
 */
export function checkForm<T extends z.ZodType>(form: FormData, schema: T, fallbackMessage?: string): ParsedForm<T> {
  const nulErrors = nulFieldErrors(form)
  const checked = nulErrors ? { ok: false as const, errors: nulErrors } : validateForm(schema, Object.fromEntries(form), fallbackMessage)
  const values = keepValues(cleanValues(form))
  if (checked.ok) return { ok: true, data: checked.data, values, form }
  const errors: FieldErrors = shownErrors(checked.errors)
  return {
    ok: false,
    errors,
    values,
    form,
    message: oneMessage(errors),
    reply: <E extends object = object>(extra?: E) => data({ ...(extra as E), errors, values }, { status: 400 }),
  }
}

/**
 * Reads an action's form and validates it: the one way actions take a form. Reading refuses
 * what no page can use, by throwing `readForm`'s answer (415 not a form, 413 too large, 400
 * unreadable); validation returns a RefusedForm whose `reply` shows the same page again, with
 * or without JavaScript, holding the messages and everything typed.
 */
export async function parseForm<T extends z.ZodType>(request: Request, schema: T, options: ParseFormOptions = {}): Promise<ParsedForm<T>> {
  const { fallbackMessage, ...limits } = options
  const form = await readForm(request, { ...limits, nul: 'keep' })
  return checkForm(form, schema, fallbackMessage)
}
