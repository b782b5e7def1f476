import type { enValidation } from '../en/validation'

/** Russian text of the account forms' messages. */
export const ruValidation: Record<keyof typeof enValidation, string> = {
  'validation.nameRequired': 'Укажите имя',
  'validation.nameTooLong': 'Имя должно быть не длиннее 100 символов',
  'validation.emailRequired': 'Укажите адрес электронной почты',
  'validation.emailTooLong': 'Адрес электронной почты слишком длинный',
  'validation.emailInvalid': 'Введите корректный адрес электронной почты',
  'validation.passwordRules': 'Пароль не соответствует требованиям',
  'validation.termsRequired': 'Необходимо принять условия использования',
  'validation.passwordsMismatch': 'Пароли не совпадают',
  'validation.passwordRequired': 'Введите пароль',
  'validation.passwordTooLong': 'Пароль слишком длинный',
  'validation.currentPasswordRequired': 'Введите текущий пароль',
}
