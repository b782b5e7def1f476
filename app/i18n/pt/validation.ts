import type { enValidation } from '../en/validation'

/** Portuguese text of the account forms' messages. */
export const ptValidation: Record<keyof typeof enValidation, string> = {
  'validation.nameRequired': 'O nome é obrigatório',
  'validation.nameTooLong': 'O nome deve ter no máximo 100 caracteres',
  'validation.emailRequired': 'O e-mail é obrigatório',
  'validation.emailTooLong': 'O e-mail é longo demais',
  'validation.emailInvalid': 'Informe um endereço de e-mail válido',
  'validation.passwordRules': 'A senha não atende aos requisitos',
  'validation.termsRequired': 'Você precisa aceitar os termos e condições',
  'validation.passwordsMismatch': 'As senhas não coincidem',
  'validation.passwordRequired': 'A senha é obrigatória',
  'validation.passwordTooLong': 'A senha é longa demais',
  'validation.currentPasswordRequired': 'A senha atual é obrigatória',
}
