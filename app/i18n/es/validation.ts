import type { enValidation } from '../en/validation'

/** Spanish text of the account forms' messages. */
export const esValidation: Record<keyof typeof enValidation, string> = {
  'validation.nameRequired': 'El nombre es obligatorio',
  'validation.nameTooLong': 'El nombre debe tener como máximo 100 caracteres',
  'validation.emailRequired': 'El correo electrónico es obligatorio',
  'validation.emailTooLong': 'El correo electrónico es demasiado largo',
  'validation.emailInvalid': 'Introduce una dirección de correo electrónico válida',
  'validation.passwordRules': 'La contraseña no cumple los requisitos',
  'validation.termsRequired': 'Debes aceptar los términos y condiciones',
  'validation.passwordsMismatch': 'Las contraseñas no coinciden',
  'validation.passwordRequired': 'La contraseña es obligatoria',
  'validation.passwordTooLong': 'La contraseña es demasiado larga',
  'validation.currentPasswordRequired': 'La contraseña actual es obligatoria',
}
