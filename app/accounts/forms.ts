import { z } from 'zod'
import { normalizedEmail } from '../lib/validation'

/** Special characters accepted by the password rule. */
export const passwordSpecials = '!@#$%^&*(),.?":{}|<>_-+=~[]\\/;\'`'

export const passwordRules = [
  { key: 'length', test: (p: string) => p.length >= 8 },
  { key: 'upper', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lower', test: (p: string) => /[a-z]/.test(p) },
  { key: 'digit', test: (p: string) => /\d/.test(p) },
  { key: 'special', test: (p: string) => [...p].some((c) => passwordSpecials.includes(c)) },
] as const

export const meetsPasswordRules = (password: string) =>
  password.length <= 128 && passwordRules.every((rule) => rule.test(password))

const email = normalizedEmail

const newPassword = z.string().refine(meetsPasswordRules, 'Password does not meet requirements')

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    email,
    password: newPassword,
    confirmPassword: z.string(),
    terms: z.literal('on', { error: 'You must accept the terms and conditions' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(128, 'Password is too long'),
  rememberMe: z.literal('on').optional(),
})

export const forgotPasswordSchema = z.object({ email })

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'Current password is required').max(128), password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })

export type FieldErrors = Record<string, string>

/** Parses form data; on failure returns the first message per field and the values as typed. */
export function parseForm<T extends z.ZodType>(schema: T, form: FormData) {
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']))
  const result = schema.safeParse(values)
  if (result.success) return { ok: true as const, data: result.data as z.infer<T>, values }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return { ok: false as const, errors, values }
}

/** Values sent back to a form after an error (never passwords). */
export function keepValues(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !/password/i.test(k)))
}
