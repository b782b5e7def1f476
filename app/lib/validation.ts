import { z } from 'zod'
import { textKey } from '../i18n/text-keys'

/** An e-mail address as typed in a form: trimmed, required, at most 254 characters, valid. Messages are text keys. */
export const emailAddress = z
  .string()
  .trim()
  .min(1, textKey('validation.emailRequired'))
  .max(254, textKey('validation.emailTooLong'))
  .pipe(z.email(textKey('validation.emailInvalid')))

/** The same, lower-cased: for addresses that identify an account or a subscription. */
export const normalizedEmail = emailAddress.transform((value) => value.toLowerCase())
