import type { enInput } from '../en/input'

/** Japanese text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const jaInput: Record<keyof typeof enInput, string> = {
  'input.nulInAddress': '不正なリクエストです。アドレスに使用できない NUL 文字（%00）が含まれています。',
  'input.nulInForm': 'フォームに使用できない NUL 文字が含まれています。削除してから、もう一度送信してください。',
  'input.nulInField': 'この項目には使用できない NUL 文字が含まれています。',
  'input.notForm': 'このアドレスはフォームデータ（application/x-www-form-urlencoded または multipart/form-data）のみ受け付けます。',
  'input.unreadable': 'フォームを読み取れませんでした。もう一度送信してください。',
  'input.tooLarge': 'フォームのサイズが大きすぎます。テキストを短くして、もう一度送信してください。',
  'input.busy': 'このフォームは送信中です。しばらくお待ちください。',
}
