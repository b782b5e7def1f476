import type { enWorkspaceDomains } from '../en/workspace-domains'

/** Japanese text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const jaWorkspaceDomains: Record<keyof typeof enWorkspaceDomains, string> = {
  'workspace.domain.verifiedOn': '{date}に確認済み',
  'workspace.domain.verifiedText': '上のオプションがオンの場合、{domain} の確認済みアドレスをお持ちの方は参加できます。レコードは毎日再確認されるため、削除せずにそのまま残してください。',
  'workspace.domain.unverified': 'まだ確認されていません',
  'workspace.domain.unverifiedText': '会社が {domain} を保有していることを証明してください。この TXT レコードをドメインの DNS に追加してから、「確認する」を選択してください。確認が完了するまで、アドレスによる参加はできません。',
  'workspace.domain.recordType': 'タイプ',
  'workspace.domain.recordName': '名前',
  'workspace.domain.recordValue': '値',
  'workspace.domain.verify': '確認する',
  'workspace.done.domainVerified': 'ドメインを確認しました。',
  'workspace.activity.domainVerified': '{actor}がドメイン {domain} を確認しました',
  'workspace.activity.domainLost': 'TXT レコードが見つからなかったため、ドメイン {domain} は確認済みではなくなりました',
  'answers.workspace.domainRecordMissing': 'TXT レコードがまだ見つかりません。名前が {name}、値が {value} の TXT レコードを追加してから、もう一度お試しください。DNS の変更が反映されるまで最大 1 時間かかることがあります。',
  'answers.workspace.domainNoAnswer': 'DNS サーバーから応答がありませんでした。数分後にもう一度お試しください。',
  'answers.workspace.domainTaken': '{domain} はすでに別のワークスペースで確認済みです。確認済みのドメインは 1 つのワークスペースにのみ属します。',
}
