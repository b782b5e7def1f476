import type { z } from 'zod'

/** Each field's first message, by field name (`form` for a message about the whole form). */
export type FieldErrors = Record<string, string>

/** The text a user typed, by field name, as a form shows it again. */
export type FormValues = Record<string, string>

/** What a form page gets back when a submission is refused: each field's message and what was typed. */
export interface FormFailure {
  errors: FieldErrors
  values: FormValues
}

// Passwords, card numbers and security codes never travel back to the page.
const secretField = /password|cardnumber|cvc/i

/** The values to show again after a refusal: everything typed except secrets. */
export function keepValues(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secretField.test(name)))
}

/** The first message of each field a parse refused. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

/**
 * Runs a schema over a form's entries: the parsed data, or the first message per field.
 * `fallbackMessage` stands in for the schema library's generic texts, on fields whose schema
 * names no message of its own (such input comes from a forged or outdated page, not a typo).
 */
export function validateForm<T extends z.ZodType>(schema: T, input: unknown, fallbackMessage?: string) {
  const result = schema.safeParse(input, fallbackMessage ? { error: () => fallbackMessage } : undefined)
  if (result.success) return { ok: true as const, data: result.data as z.output<T> }
  return { ok: false as const, errors: fieldErrorsOf(result.error) }
}

/** The messages of a refusal as one text, for answers that show a single message. */
export const oneMessage = (errors: FieldErrors) => [...new Set(Object.values(errors))].join(' ')
