import type { enValidation } from '../en/validation'

/** Chinese text of the account forms' messages. */
export const zhValidation: Record<keyof typeof enValidation, string> = {
  'validation.nameRequired': '请输入姓名',
  'validation.nameTooLong': '姓名不能超过 100 个字符',
  'validation.emailRequired': '请输入电子邮箱',
  'validation.emailTooLong': '电子邮箱地址过长',
  'validation.emailInvalid': '请输入有效的电子邮箱地址',
  'validation.passwordRules': '密码不符合要求',
  'validation.termsRequired': '您必须接受服务条款',
  'validation.passwordsMismatch': '两次输入的密码不一致',
  'validation.passwordRequired': '请输入密码',
  'validation.passwordTooLong': '密码过长',
  'validation.currentPasswordRequired': '请输入当前密码',
}
