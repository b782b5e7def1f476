import type { enValidation } from '../en/validation'

/** Japanese text of the account forms' messages. */
export const jaValidation: Record<keyof typeof enValidation, string> = {
  'validation.nameRequired': '名前を入力してください',
  'validation.nameTooLong': '名前は 100 文字以内で入力してください',
  'validation.emailRequired': 'メールアドレスを入力してください',
  'validation.emailTooLong': 'メールアドレスが長すぎます',
  'validation.emailInvalid': '有効なメールアドレスを入力してください',
  'validation.passwordRules': 'パスワードが要件を満たしていません',
  'validation.termsRequired': '利用規約に同意してください',
  'validation.passwordsMismatch': 'パスワードが一致しません',
  'validation.passwordRequired': 'パスワードを入力してください',
  'validation.passwordTooLong': 'パスワードが長すぎます',
  'validation.currentPasswordRequired': '現在のパスワードを入力してください',
}
