import type { enVerification } from '../en/verification'

/** Russian text of e-mail verification: the link's page, the profile's notice and their answers. */
export const ruVerification: Record<keyof typeof enVerification, string> = {
  'title.verifyEmail': 'Подтверждение адреса электронной почты',
  'verifyEmail.verified': 'Ваш адрес электронной почты подтверждён. Спасибо!',
  'verifyEmail.invalid': 'Эта ссылка для подтверждения недействительна. Откройте последнюю ссылку, которую мы вам отправили, или запросите новую в профиле.',
  'verifyEmail.expired': 'Срок действия этой ссылки для подтверждения истёк. Войдите и запросите новую ссылку в профиле.',
  'verifyEmail.toProfile': 'Перейти в профиль',
  'verifyEmail.toHome': 'На главную',
  'profile.emailVerified': 'Подтверждён',
  'profile.emailUnverified': 'Ваш адрес электронной почты ещё не подтверждён. Откройте ссылку из нашего письма, чтобы подтвердить его.',
  'profile.sendVerification': 'Отправить ссылку ещё раз',
  'answers.auth.verificationSent': 'Мы отправили новую ссылку для подтверждения на {email}. Она действует {hours, plural, one {# час} few {# часа} many {# часов} other {# часа}}.',
  'answers.auth.alreadyVerified': 'Ваш адрес электронной почты уже подтверждён.',
  'answers.auth.tooManyVerificationLinks': 'Вы уже запросили несколько ссылок. Подождите {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}} и попробуйте снова.',
}
