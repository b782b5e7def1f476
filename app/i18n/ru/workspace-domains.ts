import type { enWorkspaceDomains } from '../en/workspace-domains'

/** Russian text of a workspace's domain verification: the TXT record, its state and its refusals. */
export const ruWorkspaceDomains: Record<keyof typeof enWorkspaceDomains, string> = {
  'workspace.domain.verifiedOn': 'Подтверждён {date}',
  'workspace.domain.verifiedText': 'Пользователи с подтверждённым адресом на домене {domain} могут присоединиться, если включён параметр выше. Запись проверяется повторно каждый день: не удаляйте её.',
  'workspace.domain.unverified': 'Ещё не подтверждён',
  'workspace.domain.unverifiedText': 'Подтвердите, что домен {domain} принадлежит вашей компании: добавьте эту TXT-запись в его DNS и нажмите «Подтвердить». До этого никто не сможет присоединиться по своему адресу.',
  'workspace.domain.recordType': 'Тип',
  'workspace.domain.recordName': 'Имя',
  'workspace.domain.recordValue': 'Значение',
  'workspace.domain.verify': 'Подтвердить',
  'workspace.done.domainVerified': 'Домен подтверждён.',
  'workspace.activity.domainVerified': '{actor} подтвердил(а) домен {domain}',
  'workspace.activity.domainLost': 'Домен {domain} больше не подтверждён: его TXT-запись не найдена',
  'answers.workspace.domainRecordMissing': 'TXT-запись пока не найдена. Добавьте TXT-запись с именем {name} и значением {value}, затем попробуйте снова: изменения DNS могут вступать в силу до часа.',
  'answers.workspace.domainNoAnswer': 'DNS-серверы не ответили. Попробуйте снова через несколько минут.',
  'answers.workspace.domainTaken': 'Домен {domain} уже подтверждён другим рабочим пространством. Подтверждённый домен может принадлежать только одному рабочему пространству.',
}
