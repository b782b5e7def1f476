import type { enValidation } from '../en/validation'

/** Arabic text of the account forms' messages. */
export const arValidation: Record<keyof typeof enValidation, string> = {
  'validation.nameRequired': 'الاسم مطلوب',
  'validation.nameTooLong': 'يجب ألا يزيد الاسم على 100 حرف',
  'validation.emailRequired': 'البريد الإلكتروني مطلوب',
  'validation.emailTooLong': 'البريد الإلكتروني طويل جدًا',
  'validation.emailInvalid': 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  'validation.passwordRules': 'كلمة المرور لا تستوفي المتطلبات',
  'validation.termsRequired': 'يجب الموافقة على الشروط والأحكام',
  'validation.passwordsMismatch': 'كلمتا المرور غير متطابقتين',
  'validation.passwordRequired': 'كلمة المرور مطلوبة',
  'validation.passwordTooLong': 'كلمة المرور طويلة جدًا',
  'validation.currentPasswordRequired': 'كلمة المرور الحالية مطلوبة',
}
