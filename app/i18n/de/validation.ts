import type { enValidation } from '../en/validation'

/** German text of the account forms' messages. */
export const deValidation: Record<keyof typeof enValidation, string> = {
  'validation.nameRequired': 'Bitte geben Sie einen Namen ein',
  'validation.nameTooLong': 'Der Name darf höchstens 100 Zeichen lang sein',
  'validation.emailRequired': 'Bitte geben Sie eine E-Mail-Adresse ein',
  'validation.emailTooLong': 'Die E-Mail-Adresse ist zu lang',
  'validation.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'validation.passwordRules': 'Das Passwort erfüllt die Anforderungen nicht',
  'validation.termsRequired': 'Sie müssen die Nutzungsbedingungen akzeptieren',
  'validation.passwordsMismatch': 'Die Passwörter stimmen nicht überein',
  'validation.passwordRequired': 'Bitte geben Sie ein Passwort ein',
  'validation.passwordTooLong': 'Das Passwort ist zu lang',
  'validation.currentPasswordRequired': 'Bitte geben Sie Ihr aktuelles Passwort ein',
}
