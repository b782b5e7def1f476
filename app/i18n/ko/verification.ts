import type { enVerification } from '../en/verification'

/** Korean text of e-mail verification: the link's page, the profile's notice and their answers. */
export const koVerification: Record<keyof typeof enVerification, string> = {
  'title.verifyEmail': '이메일 주소 인증',
  'verifyEmail.verified': '이메일 주소가 인증되었습니다. 감사합니다!',
  'verifyEmail.invalid': '유효하지 않은 인증 링크입니다. 가장 최근에 보내 드린 링크를 열거나 프로필에서 새 링크를 요청해 주세요.',
  'verifyEmail.expired': '인증 링크가 만료되었습니다. 로그인한 후 프로필에서 새 링크를 요청해 주세요.',
  'verifyEmail.toProfile': '프로필로 이동',
  'verifyEmail.toHome': '홈으로 돌아가기',
  'profile.emailVerified': '인증됨',
  'profile.emailUnverified': '이메일 주소가 아직 인증되지 않았습니다. 보내 드린 링크를 열어 인증해 주세요.',
  'profile.sendVerification': '링크 다시 보내기',
  'answers.auth.verificationSent': '{email} 주소로 새 인증 링크를 보내 드렸습니다. 링크는 {hours}시간 동안 유효합니다.',
  'answers.auth.alreadyVerified': '이메일 주소가 이미 인증되었습니다.',
  'answers.auth.tooManyVerificationLinks': '이미 여러 번 링크를 요청하셨습니다. {minutes, plural, other {#분}} 후에 다시 시도해 주세요.',
}
