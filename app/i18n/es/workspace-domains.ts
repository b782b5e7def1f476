import type { enWorkspaceDomains } from '../en/workspace-domains'

/** Spanish text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const esWorkspaceDomains: Record<keyof typeof enWorkspaceDomains, string> = {
  'workspace.domain.verifiedOn': 'Verificado el {date}',
  'workspace.domain.verifiedText': 'Las personas con una dirección verificada de {domain} pueden unirse cuando la opción de arriba está activada. El registro se vuelve a comprobar cada día: no lo quites.',
  'workspace.domain.unverified': 'Aún no verificado',
  'workspace.domain.unverifiedText': 'Demuestra que tu empresa es titular de {domain}: añade este registro TXT a su DNS y, después, selecciona Verificar. Hasta entonces, nadie puede unirse con su dirección.',
  'workspace.domain.recordType': 'Tipo',
  'workspace.domain.recordName': 'Nombre',
  'workspace.domain.recordValue': 'Valor',
  'workspace.domain.verify': 'Verificar',
  'workspace.done.domainVerified': 'El dominio está verificado.',
  'workspace.activity.domainVerified': '{actor} verificó el dominio {domain}',
  'workspace.activity.domainLost': 'El dominio {domain} ya no está verificado: faltaba su registro TXT',
  'answers.workspace.domainRecordMissing': 'Todavía no se ha encontrado el registro TXT. Añade un registro TXT con el nombre {name} y el valor {value} y vuelve a intentarlo: los cambios de DNS pueden tardar hasta una hora en aparecer.',
  'answers.workspace.domainNoAnswer': 'Los servidores DNS no respondieron. Vuelve a intentarlo dentro de unos minutos.',
  'answers.workspace.domainTaken': 'Otro espacio de trabajo ya ha verificado {domain}. Un dominio verificado pertenece a un solo espacio de trabajo.',
}
