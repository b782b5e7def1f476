import type { enValidation } from '../en/validation'

/** Korean text of the account forms' messages. */
export const koValidation: Record<keyof typeof enValidation, string> = {
  'validation.nameRequired': '이름을 입력하세요',
  'validation.nameTooLong': '이름은 100자 이하로 입력하세요',
  'validation.emailRequired': '이메일을 입력하세요',
  'validation.emailTooLong': '이메일 주소가 너무 깁니다',
  'validation.emailInvalid': '올바른 이메일 주소를 입력하세요',
  'validation.passwordRules': '비밀번호가 요구 사항을 충족하지 않습니다',
  'validation.termsRequired': '이용약관에 동의해야 합니다',
  'validation.passwordsMismatch': '비밀번호가 일치하지 않습니다',
  'validation.passwordRequired': '비밀번호를 입력하세요',
  'validation.passwordTooLong': '비밀번호가 너무 깁니다',
  'validation.currentPasswordRequired': '현재 비밀번호를 입력하세요',
}
