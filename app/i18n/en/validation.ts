/** The messages of the account forms (spec), by the English text the schemas give. */
export const enValidation = {
  'validation.nameRequired': 'Name is required',
  'validation.nameTooLong': 'Name must be at most 100 characters',
  'validation.emailRequired': 'Email is required',
  'validation.emailTooLong': 'Email is too long',
  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.passwordRules': 'Password does not meet requirements',
  'validation.termsRequired': 'You must accept the terms and conditions',
  'validation.passwordsMismatch': 'Passwords do not match',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooLong': 'Password is too long',
  'validation.currentPasswordRequired': 'Current password is required',
} as const
