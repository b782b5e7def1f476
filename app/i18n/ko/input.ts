import type { enInput } from '../en/input'

/** Korean text of the answers to requests the site cannot accept (bad input, repeated forms). */
export const koInput: Record<keyof typeof enInput, string> = {
  'input.nulInAddress': '잘못된 요청: 주소에 허용되지 않는 NUL 문자(%00)가 포함되어 있습니다.',
  'input.nulInForm': '양식에 허용되지 않는 NUL 문자가 포함되어 있습니다. 해당 문자를 삭제한 후 양식을 다시 보내 주세요.',
  'input.nulInField': '이 입력란에 허용되지 않는 NUL 문자가 포함되어 있습니다.',
  'input.notForm': '이 주소는 양식 데이터(application/x-www-form-urlencoded 또는 multipart/form-data)만 받을 수 있습니다.',
  'input.unreadable': '양식을 읽을 수 없습니다. 다시 보내 주세요.',
  'input.tooLarge': '양식의 크기가 너무 큽니다. 내용을 줄인 후 다시 보내 주세요.',
  'input.busy': '이 양식을 이미 보내는 중입니다. 잠시만 기다려 주세요.',
}
