import type { enInput } from '../en/input'

/** Brazilian Portuguese text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const ptInput: Record<keyof typeof enInput, string> = {
  'input.nulInAddress': 'Solicitação inválida: o endereço contém um caractere NUL (%00), que não é permitido.',
  'input.nulInForm': 'O formulário contém um caractere NUL, que não é permitido. Remova-o e envie o formulário novamente.',
  'input.nulInField': 'Este campo contém um caractere NUL, que não é permitido.',
  'input.notForm': 'Este endereço só aceita dados de formulário (application/x-www-form-urlencoded ou multipart/form-data).',
  'input.unreadable': 'Não foi possível ler o formulário. Envie-o novamente.',
  'input.tooLarge': 'O formulário é grande demais. Encurte o texto e envie novamente.',
  'input.busy': 'Este formulário já está sendo enviado. Aguarde um momento.',
}
