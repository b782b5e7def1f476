import { z } from 'zod'
import { textKey } from '../i18n/text-keys'
import { normalizedEmail } from '../lib/validation'

/** Special characters accepted by the password rule. */
const passwordSpecials = '!@#$%^&*(),.?":{}|<>_-+=~[]\\/;\'`'

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

/** A new password that meets every rule above. */
export const newPassword = z.string().refine(meetsPasswordRules, textKey('validation.passwordRules'))

/** A person's name on a new account. */
export const personName = z.string().trim().min(1, textKey('validation.nameRequired')).max(100, textKey('validation.nameTooLong'))

/** The fields of every form that makes an account: sign-up, and the owner's set-up link. */
const newAccountFields = { name: personName, email, password: newPassword, confirmPassword: z.string() }

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword
const passwordsMismatch = { path: ['confirmPassword'], message: textKey('validation.passwordsMismatch') }

export const registerSchema = z
  .object({ ...newAccountFields, terms: z.literal('on', { error: textKey('validation.termsRequired') }) })
  .refine(passwordsMatch, passwordsMismatch)

/** The owner account a new site's set-up link creates: the sign-up form without the terms. */
export const ownerSetupSchema = z.object(newAccountFields).refine(passwordsMatch, passwordsMismatch)

/** "Sign in with single sign-on": the work address only. */
export const ssoLoginSchema = z.object({ intent: z.literal('sso'), email })

export const loginSchema = z.object({
  email,
  password: z.string().min(1, textKey('validation.passwordRequired')).max(128, textKey('validation.passwordTooLong')),
  rememberMe: z.literal('on').optional(),
})

export const forgotPasswordSchema = z.object({ email })

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: textKey('validation.passwordsMismatch') })

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, textKey('validation.currentPasswordRequired')).max(128), password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: textKey('validation.passwordsMismatch') })
