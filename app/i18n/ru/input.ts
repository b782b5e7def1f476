import type { enInput } from '../en/input'

/** Russian text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const ruInput: Record<keyof typeof enInput, string> = {
  'input.nulInAddress': 'Некорректный запрос: адрес содержит недопустимый символ NUL (%00).',
  'input.nulInForm': 'Форма содержит недопустимый символ NUL. Удалите его и отправьте форму ещё раз.',
  'input.nulInField': 'Это поле содержит недопустимый символ NUL.',
  'input.notForm': 'Этот адрес принимает только данные форм (application/x-www-form-urlencoded или multipart/form-data).',
  'input.unreadable': 'Не удалось прочитать форму. Отправьте её ещё раз.',
  'input.tooLarge': 'Форма слишком большая. Сократите текст и отправьте её ещё раз.',
  'input.busy': 'Эта форма уже отправляется. Подождите немного.',
}
