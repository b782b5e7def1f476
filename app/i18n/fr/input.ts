import type { enInput } from '../en/input'

/** French text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const frInput: Record<keyof typeof enInput, string> = {
  'input.nulInAddress': 'Requête incorrecte : l’adresse contient un caractère NUL (%00), ce qui n’est pas autorisé.',
  'input.nulInForm': 'Le formulaire contient un caractère NUL, ce qui n’est pas autorisé. Supprimez-le et renvoyez le formulaire.',
  'input.nulInField': 'Ce champ contient un caractère NUL, ce qui n’est pas autorisé.',
  'input.notForm': 'Cette adresse n’accepte que des données de formulaire (application/x-www-form-urlencoded ou multipart/form-data).',
  'input.unreadable': 'Le formulaire n’a pas pu être lu. Veuillez le renvoyer.',
  'input.tooLarge': 'Le formulaire est trop volumineux. Raccourcissez le texte et renvoyez-le.',
  'input.busy': 'Ce formulaire est déjà en cours d’envoi. Veuillez patienter un instant.',
}
