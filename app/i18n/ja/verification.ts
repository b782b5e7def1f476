import type { enVerification } from '../en/verification'

/** Japanese text of e-mail verification: the link's page, the profile's notice and their answers. */
export const jaVerification: Record<keyof typeof enVerification, string> = {
  'title.verifyEmail': 'メールアドレスの確認',
  'verifyEmail.verified': 'メールアドレスの確認が完了しました。ありがとうございます。',
  'verifyEmail.invalid': 'この確認リンクは無効です。お送りした最新のリンクを開くか、プロフィールから新しいリンクを送信してください。',
  'verifyEmail.expired': 'この確認リンクは期限切れです。ログインして、プロフィールから新しいリンクを送信してください。',
  'verifyEmail.toProfile': 'プロフィールへ',
  'verifyEmail.toHome': 'ホームに戻る',
  'profile.emailVerified': '確認済み',
  'profile.emailUnverified': 'メールアドレスはまだ確認されていません。お送りしたリンクを開いて確認してください。',
  'profile.sendVerification': 'リンクを再送信',
  'answers.auth.verificationSent': '{email} に新しい確認リンクをお送りしました。リンクは {hours} 時間有効です。',
  'answers.auth.alreadyVerified': 'メールアドレスはすでに確認済みです。',
  'answers.auth.tooManyVerificationLinks': 'リンクのリクエストが続いています。{minutes, plural, other {# 分}}後にもう一度お試しください。',
}
