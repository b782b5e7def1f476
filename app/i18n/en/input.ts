/** English text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const enInput = {
  'input.nulInAddress': 'Bad request: the address contains a NUL character (%00), which is not allowed.',
  'input.nulInForm': 'The form contains a NUL character, which is not allowed. Remove it and send the form again.',
  'input.nulInField': 'This field contains a NUL character, which is not allowed.',
  'input.notForm': 'This address accepts form data only (application/x-www-form-urlencoded or multipart/form-data).',
  'input.unreadable': 'The form could not be read. Please send it again.',
  'input.tooLarge': 'The form is too large. Shorten the text and send it again.',
  'input.busy': 'This form is already being sent. Please wait a moment.',
} as const
