/** English text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const enWorkspaceDomains = {
  'workspace.domain.verifiedOn': 'Verified on {date}',
  'workspace.domain.verifiedText': 'People with a verified address at {domain} can join when the option above is on. The record is checked again every day: keep it in place.',
  'workspace.domain.unverified': 'Not verified yet',
  'workspace.domain.unverifiedText': 'Prove that your company holds {domain}: add this TXT record to its DNS, then select Verify. Until then nobody can join by their address.',
  'workspace.domain.recordType': 'Type',
  'workspace.domain.recordName': 'Name',
  'workspace.domain.recordValue': 'Value',
  'workspace.domain.verify': 'Verify',
  'workspace.done.domainVerified': 'The domain is verified.',
  'workspace.activity.domainVerified': '{actor} verified the domain {domain}',
  'workspace.activity.domainLost': 'The domain {domain} is no longer verified: its TXT record was missing',
  'answers.workspace.domainRecordMissing': 'The TXT record was not found yet. Add a TXT record named {name} with the value {value}, then try again: DNS changes can take up to an hour to show.',
  'answers.workspace.domainNoAnswer': 'The DNS servers did not answer. Please try again in a few minutes.',
  'answers.workspace.domainTaken': 'Another workspace has verified {domain} already. A verified domain belongs to one workspace.',
} as const
