import type { enInput } from '../en/input'

/** Simplified Chinese text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const zhInput: Record<keyof typeof enInput, string> = {
  'input.nulInAddress': '请求有误：地址中包含不允许使用的 NUL 字符（%00）。',
  'input.nulInForm': '表单中包含不允许使用的 NUL 字符。请删除后重新提交。',
  'input.nulInField': '此字段包含不允许使用的 NUL 字符。',
  'input.notForm': '此地址只接受表单数据（application/x-www-form-urlencoded 或 multipart/form-data）。',
  'input.unreadable': '无法读取表单，请重新提交。',
  'input.tooLarge': '表单内容过大，请精简文字后重新提交。',
  'input.busy': '此表单正在提交，请稍候。',
}
