import type { enVerification } from '../en/verification'

/** Spanish text of e-mail verification: the link's page, the profile's notice and their answers. */
export const esVerification: Record<keyof typeof enVerification, string> = {
  'title.verifyEmail': 'Verifica tu correo electrónico',
  'verifyEmail.verified': 'Tu correo electrónico está verificado. ¡Gracias!',
  'verifyEmail.invalid': 'Este enlace de verificación no es válido. Abre el enlace más reciente que te enviamos o solicita uno nuevo desde tu perfil.',
  'verifyEmail.expired': 'Este enlace de verificación ha caducado. Inicia sesión y solicita uno nuevo desde tu perfil.',
  'verifyEmail.toProfile': 'Ir a tu perfil',
  'verifyEmail.toHome': 'Volver al inicio',
  'profile.emailVerified': 'Verificado',
  'profile.emailUnverified': 'Tu correo electrónico aún no está verificado. Abre el enlace que te enviamos para verificarlo.',
  'profile.sendVerification': 'Enviar el enlace de nuevo',
  'answers.auth.verificationSent': 'Te hemos enviado un nuevo enlace de verificación a {email}. Es válido durante {hours} horas.',
  'answers.auth.alreadyVerified': 'Tu correo electrónico ya está verificado.',
  'answers.auth.tooManyVerificationLinks': 'Ya has solicitado varios enlaces. Espera {minutes, plural, one {# minuto} other {# minutos}} y vuelve a intentarlo.',
}
