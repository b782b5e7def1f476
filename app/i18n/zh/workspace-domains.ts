import type { enWorkspaceDomains } from '../en/workspace-domains'

/** Chinese text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const zhWorkspaceDomains: Record<keyof typeof enWorkspaceDomains, string> = {
  'workspace.domain.verifiedOn': '已于 {date} 验证',
  'workspace.domain.verifiedText': '开启上方选项后，拥有 {domain} 已验证邮箱的人都可以加入。系统每天都会重新检查该记录，请保留它。',
  'workspace.domain.unverified': '尚未验证',
  'workspace.domain.unverifiedText': '证明你的公司拥有 {domain}：将这条 TXT 记录添加到该域名的 DNS 中，然后选择“验证”。在此之前，任何人都无法凭邮箱加入。',
  'workspace.domain.recordType': '类型',
  'workspace.domain.recordName': '名称',
  'workspace.domain.recordValue': '值',
  'workspace.domain.verify': '验证',
  'workspace.done.domainVerified': '域名已验证。',
  'workspace.activity.domainVerified': '{actor} 验证了域名 {domain}',
  'workspace.activity.domainLost': '域名 {domain} 已不再处于验证状态：未找到其 TXT 记录',
  'answers.workspace.domainRecordMissing': '尚未找到该 TXT 记录。请添加名称为 {name}、值为 {value} 的 TXT 记录，然后重试：DNS 更改最多可能需要一小时才会生效。',
  'answers.workspace.domainNoAnswer': 'DNS 服务器没有响应。请过几分钟再试。',
  'answers.workspace.domainTaken': '另一个工作区已验证 {domain}。一个已验证的域名只能属于一个工作区。',
}
