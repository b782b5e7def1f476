import { z } from 'zod'

/** An e-mail address as typed in a form: trimmed, required, at most 254 characters, valid. */
export const emailAddress = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))

/** The same, lower-cased: for addresses that identify an account or a subscription. */
export const normalizedEmail = emailAddress.transform((value) => value.toLowerCase())
