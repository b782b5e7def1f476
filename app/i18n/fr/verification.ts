import type { enVerification } from '../en/verification'

/** French text of e-mail verification: the link's page, the profile's notice and their answers. */
export const frVerification: Record<keyof typeof enVerification, string> = {
  'title.verifyEmail': 'Vérifiez votre adresse e-mail',
  'verifyEmail.verified': 'Votre adresse e-mail est vérifiée. Merci !',
  'verifyEmail.invalid': 'Ce lien de vérification n’est pas valide. Ouvrez le dernier lien que nous vous avons envoyé, ou demandez-en un nouveau depuis votre profil.',
  'verifyEmail.expired': 'Ce lien de vérification a expiré. Connectez-vous et demandez-en un nouveau depuis votre profil.',
  'verifyEmail.toProfile': 'Accéder à votre profil',
  'verifyEmail.toHome': 'Retour à l’accueil',
  'profile.emailVerified': 'Vérifiée',
  'profile.emailUnverified': 'Votre adresse e-mail n’est pas encore vérifiée. Ouvrez le lien que nous vous avons envoyé pour la vérifier.',
  'profile.sendVerification': 'Renvoyer le lien',
  'answers.auth.verificationSent': 'Nous avons envoyé un nouveau lien de vérification à {email}. Il est valable {hours} heures.',
  'answers.auth.alreadyVerified': 'Votre adresse e-mail est déjà vérifiée.',
  'answers.auth.tooManyVerificationLinks': 'Vous avez déjà demandé plusieurs liens. Veuillez patienter {minutes, plural, one {# minute} other {# minutes}} avant de réessayer.',
}
