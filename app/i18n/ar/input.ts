import type { enInput } from '../en/input'

/** Arabic text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const arInput: Record<keyof typeof enInput, string> = {
  'input.nulInAddress': 'طلب غير صالح: يحتوي العنوان على المحرف NUL (%00)، وهو غير مسموح به.',
  'input.nulInForm': 'يحتوي النموذج على المحرف NUL، وهو غير مسموح به. احذفه ثم أرسل النموذج مرة أخرى.',
  'input.nulInField': 'يحتوي هذا الحقل على المحرف NUL، وهو غير مسموح به.',
  'input.notForm': 'لا يقبل هذا العنوان إلا بيانات النماذج (application/x-www-form-urlencoded أو multipart/form-data).',
  'input.unreadable': 'تعذّرت قراءة النموذج. يُرجى إرساله مرة أخرى.',
  'input.tooLarge': 'النموذج كبير جدًا. اختصر النص ثم أرسله مرة أخرى.',
  'input.busy': 'يجري إرسال هذا النموذج بالفعل. يُرجى الانتظار قليلًا.',
}
