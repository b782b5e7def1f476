import { z } from 'zod'
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
