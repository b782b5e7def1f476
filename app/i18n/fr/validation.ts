import type { enValidation } from '../en/validation'

/** French text of the account forms' messages. */
export const frValidation: Record<keyof typeof enValidation, string> = {
  'validation.nameRequired': 'Le nom est obligatoire',
  'validation.nameTooLong': 'Le nom doit comporter au plus 100 caractères',
  'validation.emailRequired': 'L’adresse e-mail est obligatoire',
  'validation.emailTooLong': 'L’adresse e-mail est trop longue',
  'validation.emailInvalid': 'Saisissez une adresse e-mail valide',
  'validation.passwordRules': 'Le mot de passe ne respecte pas les exigences',
  'validation.termsRequired': 'Vous devez accepter les conditions générales',
  'validation.passwordsMismatch': 'Les mots de passe ne correspondent pas',
  'validation.passwordRequired': 'Le mot de passe est obligatoire',
  'validation.passwordTooLong': 'Le mot de passe est trop long',
  'validation.currentPasswordRequired': 'Le mot de passe actuel est obligatoire',
}
