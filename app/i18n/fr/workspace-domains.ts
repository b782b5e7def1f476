import type { enWorkspaceDomains } from '../en/workspace-domains'

/** French text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const frWorkspaceDomains: Record<keyof typeof enWorkspaceDomains, string> = {
  'workspace.domain.verifiedOn': 'Vérifié le {date}',
  'workspace.domain.verifiedText': 'Les personnes disposant d’une adresse vérifiée sur {domain} peuvent rejoindre l’espace lorsque l’option ci-dessus est activée. L’enregistrement est revérifié chaque jour : conservez-le.',
  'workspace.domain.unverified': 'Pas encore vérifié',
  'workspace.domain.unverifiedText': 'Prouvez que votre entreprise détient {domain} : ajoutez cet enregistrement TXT à sa configuration DNS, puis sélectionnez Vérifier. D’ici là, personne ne peut rejoindre l’espace avec son adresse.',
  'workspace.domain.recordType': 'Type',
  'workspace.domain.recordName': 'Nom',
  'workspace.domain.recordValue': 'Valeur',
  'workspace.domain.verify': 'Vérifier',
  'workspace.done.domainVerified': 'Le domaine est vérifié.',
  'workspace.activity.domainVerified': '{actor} a vérifié le domaine {domain}',
  'workspace.activity.domainLost': 'Le domaine {domain} n’est plus vérifié : son enregistrement TXT était introuvable',
  'answers.workspace.domainRecordMissing': 'L’enregistrement TXT est encore introuvable. Ajoutez un enregistrement TXT nommé {name} avec la valeur {value}, puis réessayez : les modifications DNS peuvent mettre jusqu’à une heure à apparaître.',
  'answers.workspace.domainNoAnswer': 'Les serveurs DNS n’ont pas répondu. Veuillez réessayer dans quelques minutes.',
  'answers.workspace.domainTaken': 'Un autre espace de travail a déjà vérifié {domain}. Un domaine vérifié n’appartient qu’à un seul espace de travail.',
}
