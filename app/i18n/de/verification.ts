import type { enVerification } from '../en/verification'

/** German text of e-mail verification: the link's page, the profile's notice and their answers. */
export const deVerification: Record<keyof typeof enVerification, string> = {
  'title.verifyEmail': 'E-Mail-Adresse bestätigen',
  'verifyEmail.verified': 'Ihre E-Mail-Adresse ist bestätigt. Vielen Dank!',
  'verifyEmail.invalid': 'Dieser Bestätigungslink ist ungültig. Öffnen Sie den neuesten Link, den wir Ihnen gesendet haben, oder fordern Sie in Ihrem Profil einen neuen an.',
  'verifyEmail.expired': 'Dieser Bestätigungslink ist abgelaufen. Melden Sie sich an und fordern Sie in Ihrem Profil einen neuen an.',
  'verifyEmail.toProfile': 'Zu Ihrem Profil',
  'verifyEmail.toHome': 'Zur Startseite',
  'profile.emailVerified': 'Bestätigt',
  'profile.emailUnverified': 'Ihre E-Mail-Adresse ist noch nicht bestätigt. Öffnen Sie den Link, den wir Ihnen gesendet haben, um sie zu bestätigen.',
  'profile.sendVerification': 'Link erneut senden',
  'answers.auth.verificationSent': 'Wir haben einen neuen Bestätigungslink an {email} gesendet. Er ist {hours} Stunden lang gültig.',
  'answers.auth.alreadyVerified': 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  'answers.auth.tooManyVerificationLinks': 'Sie haben bereits mehrere Links angefordert. Bitte warten Sie {minutes, plural, one {# Minute} other {# Minuten}} und versuchen Sie es dann erneut.',
}
