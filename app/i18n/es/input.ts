import type { enInput } from '../en/input'

/** Spanish text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const esInput: Record<keyof typeof enInput, string> = {
  'input.nulInAddress': 'Solicitud incorrecta: la dirección contiene un carácter NUL (%00), que no está permitido.',
  'input.nulInForm': 'El formulario contiene un carácter NUL, que no está permitido. Quítalo y vuelve a enviarlo.',
  'input.nulInField': 'Este campo contiene un carácter NUL, que no está permitido.',
  'input.notForm': 'Esta dirección solo acepta datos de formulario (application/x-www-form-urlencoded o multipart/form-data).',
  'input.unreadable': 'No se pudo leer el formulario. Vuelve a enviarlo.',
  'input.tooLarge': 'El formulario es demasiado grande. Acorta el texto y vuelve a enviarlo.',
  'input.busy': 'Este formulario ya se está enviando. Espera un momento.',
}
