import type { enVerification } from '../en/verification'

/** Chinese text of e-mail verification: the link's page, the profile's notice and their answers. */
export const zhVerification: Record<keyof typeof enVerification, string> = {
  'title.verifyEmail': '验证邮箱地址',
  'verifyEmail.verified': '你的邮箱地址已验证，谢谢！',
  'verifyEmail.invalid': '此验证链接无效。请打开我们发送的最新链接，或在个人资料中重新发送验证链接。',
  'verifyEmail.expired': '此验证链接已过期。请登录后在个人资料中重新发送验证链接。',
  'verifyEmail.toProfile': '前往个人资料',
  'verifyEmail.toHome': '返回首页',
  'profile.emailVerified': '已验证',
  'profile.emailUnverified': '你的邮箱地址尚未验证。请打开我们发送给你的链接完成验证。',
  'profile.sendVerification': '重新发送链接',
  'answers.auth.verificationSent': '我们已向 {email} 发送新的验证链接，{hours} 小时内有效。',
  'answers.auth.alreadyVerified': '你的邮箱地址已验证。',
  'answers.auth.tooManyVerificationLinks': '你已多次申请链接，请 {minutes, plural, other {# 分钟}}后再试。',
}
