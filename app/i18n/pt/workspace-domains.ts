import type { enWorkspaceDomains } from '../en/workspace-domains'

/** Portuguese text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const ptWorkspaceDomains: Record<keyof typeof enWorkspaceDomains, string> = {
  'workspace.domain.verifiedOn': 'Verificado em {date}',
  'workspace.domain.verifiedText': 'Quem tem um endereço verificado em {domain} pode entrar quando a opção acima está ativada. O registro é verificado de novo todos os dias: mantenha-o no lugar.',
  'workspace.domain.unverified': 'Ainda não verificado',
  'workspace.domain.unverifiedText': 'Comprove que sua empresa detém {domain}: adicione este registro TXT ao DNS do domínio e selecione Verificar. Até lá, ninguém pode entrar pelo próprio endereço.',
  'workspace.domain.recordType': 'Tipo',
  'workspace.domain.recordName': 'Nome',
  'workspace.domain.recordValue': 'Valor',
  'workspace.domain.verify': 'Verificar',
  'workspace.done.domainVerified': 'O domínio está verificado.',
  'workspace.activity.domainVerified': '{actor} verificou o domínio {domain}',
  'workspace.activity.domainLost': 'O domínio {domain} não está mais verificado: o registro TXT dele não foi encontrado',
  'answers.workspace.domainRecordMissing': 'O registro TXT ainda não foi encontrado. Adicione um registro TXT com o nome {name} e o valor {value} e tente novamente: alterações de DNS podem levar até uma hora para aparecer.',
  'answers.workspace.domainNoAnswer': 'Os servidores DNS não responderam. Tente novamente em alguns minutos.',
  'answers.workspace.domainTaken': 'Outro espaço de trabalho já verificou {domain}. Um domínio verificado pertence a um único espaço de trabalho.',
}
