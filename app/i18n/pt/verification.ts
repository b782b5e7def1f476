import type { enVerification } from '../en/verification'

/** Portuguese text of e-mail verification: the link's page, the profile's notice and their answers. */
export const ptVerification: Record<keyof typeof enVerification, string> = {
  'title.verifyEmail': 'Verifique seu endereço de e-mail',
  'verifyEmail.verified': 'Seu endereço de e-mail foi verificado. Obrigado!',
  'verifyEmail.invalid': 'Este link de verificação é inválido. Abra o link mais recente que enviamos ou peça um novo no seu perfil.',
  'verifyEmail.expired': 'Este link de verificação expirou. Entre e peça um novo no seu perfil.',
  'verifyEmail.toProfile': 'Ir para o seu perfil',
  'verifyEmail.toHome': 'Voltar ao início',
  'profile.emailVerified': 'Verificado',
  'profile.emailUnverified': 'Seu endereço de e-mail ainda não foi verificado. Abra o link que enviamos para verificá-lo.',
  'profile.sendVerification': 'Enviar o link novamente',
  'answers.auth.verificationSent': 'Enviamos um novo link de verificação para {email}. Ele funciona por {hours} horas.',
  'answers.auth.alreadyVerified': 'Seu endereço de e-mail já foi verificado.',
  'answers.auth.tooManyVerificationLinks': 'Você já pediu vários links. Aguarde {minutes, plural, one {# minuto} many {# de minutos} other {# minutos}} e tente novamente.',
}
