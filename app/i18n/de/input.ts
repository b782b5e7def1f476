import type { enInput } from '../en/input'

/** German text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const deInput: Record<keyof typeof enInput, string> = {
  'input.nulInAddress': 'Ungültige Anfrage: Die Adresse enthält ein NUL-Zeichen (%00), das nicht erlaubt ist.',
  'input.nulInForm': 'Das Formular enthält ein NUL-Zeichen, das nicht erlaubt ist. Entfernen Sie es und senden Sie das Formular erneut.',
  'input.nulInField': 'Dieses Feld enthält ein NUL-Zeichen, das nicht erlaubt ist.',
  'input.notForm': 'Diese Adresse nimmt nur Formulardaten an (application/x-www-form-urlencoded oder multipart/form-data).',
  'input.unreadable': 'Das Formular konnte nicht gelesen werden. Bitte senden Sie es erneut.',
  'input.tooLarge': 'Das Formular ist zu groß. Kürzen Sie den Text und senden Sie es erneut.',
  'input.busy': 'Dieses Formular wird bereits gesendet. Bitte warten Sie einen Moment.',
}
