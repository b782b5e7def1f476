import type { enWorkspaceDomains } from '../en/workspace-domains'

/** German text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const deWorkspaceDomains: Record<keyof typeof enWorkspaceDomains, string> = {
  'workspace.domain.verifiedOn': 'Bestätigt am {date}',
  'workspace.domain.verifiedText': 'Alle mit einer bestätigten Adresse bei {domain} können beitreten, wenn die Option oben aktiviert ist. Der Eintrag wird jeden Tag erneut geprüft: Lassen Sie ihn bestehen.',
  'workspace.domain.unverified': 'Noch nicht bestätigt',
  'workspace.domain.unverifiedText': 'Weisen Sie nach, dass {domain} Ihrem Unternehmen gehört: Fügen Sie diesen TXT-Eintrag im DNS der Domain hinzu und wählen Sie dann „Bestätigen“. Bis dahin kann niemand über seine Adresse beitreten.',
  'workspace.domain.recordType': 'Typ',
  'workspace.domain.recordName': 'Name',
  'workspace.domain.recordValue': 'Wert',
  'workspace.domain.verify': 'Bestätigen',
  'workspace.done.domainVerified': 'Die Domain ist bestätigt.',
  'workspace.activity.domainVerified': '{actor} hat die Domain {domain} bestätigt',
  'workspace.activity.domainLost': 'Die Domain {domain} ist nicht mehr bestätigt: Ihr TXT-Eintrag fehlte',
  'answers.workspace.domainRecordMissing': 'Der TXT-Eintrag wurde noch nicht gefunden. Fügen Sie einen TXT-Eintrag mit dem Namen {name} und dem Wert {value} hinzu und versuchen Sie es dann erneut: Es kann bis zu einer Stunde dauern, bis DNS-Änderungen sichtbar werden.',
  'answers.workspace.domainNoAnswer': 'Die DNS-Server haben nicht geantwortet. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'answers.workspace.domainTaken': 'Ein anderer Workspace hat {domain} bereits bestätigt. Eine bestätigte Domain gehört zu genau einem Workspace.',
}
