import type { enWorkspaceDomains } from '../en/workspace-domains'

/** Korean text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const koWorkspaceDomains: Record<keyof typeof enWorkspaceDomains, string> = {
  'workspace.domain.verifiedOn': '{date}에 인증됨',
  'workspace.domain.verifiedText': '위 옵션이 켜져 있으면 {domain}의 인증된 주소가 있는 사람은 누구나 합류할 수 있습니다. 레코드는 매일 다시 확인되므로 삭제하지 말고 그대로 두세요.',
  'workspace.domain.unverified': '아직 인증되지 않음',
  'workspace.domain.unverifiedText': '회사가 {domain}을(를) 보유하고 있음을 증명하세요. 이 TXT 레코드를 도메인의 DNS에 추가한 다음 인증을 선택하세요. 그전까지는 누구도 자신의 주소로 합류할 수 없습니다.',
  'workspace.domain.recordType': '유형',
  'workspace.domain.recordName': '이름',
  'workspace.domain.recordValue': '값',
  'workspace.domain.verify': '인증',
  'workspace.done.domainVerified': '도메인이 인증되었습니다.',
  'workspace.activity.domainVerified': '{actor}님이 {domain} 도메인을 인증했습니다',
  'workspace.activity.domainLost': 'TXT 레코드가 없어 {domain} 도메인이 더 이상 인증된 상태가 아닙니다',
  'answers.workspace.domainRecordMissing': 'TXT 레코드를 아직 찾지 못했습니다. 이름 {name}, 값 {value}인 TXT 레코드를 추가한 다음 다시 시도해 주세요. DNS 변경 사항이 반영되기까지 최대 1시간이 걸릴 수 있습니다.',
  'answers.workspace.domainNoAnswer': 'DNS 서버가 응답하지 않았습니다. 몇 분 후에 다시 시도해 주세요.',
  'answers.workspace.domainTaken': '다른 워크스페이스에서 이미 {domain}을(를) 인증했습니다. 인증된 도메인은 하나의 워크스페이스에만 속할 수 있습니다.',
}
