import type { enSupport } from '../en/support'

/** Portuguese text of the support desk as customers see it: tickets, replies, reply times. */
export const ptSupport: Record<keyof typeof enSupport, string> = {
  'title.supportRequests': 'Solicitações de suporte',
  'title.supportRequest': 'Solicitação de suporte',

  'profile.tabSupport': 'Suporte',

  'support.receipt.number': 'Sua solicitação é o chamado #{number}.',
  'support.receipt.replyBy': 'Você receberá nossa resposta até {time} (horário do Pacífico).',
  'support.receipt.priority': 'Seu plano inclui suporte prioritário: sua solicitação vai para o início da fila.',
  'support.receipt.email': 'Enviamos os detalhes para o seu endereço de e-mail. Responda a esse e-mail para complementar sua solicitação.',
  'support.receipt.open': 'Ver sua solicitação',

  'support.tickets.title': 'Suas solicitações de suporte',
  'support.tickets.intro':
    'Tudo o que você nos perguntou, com o status e a previsão da nossa resposta. Horário de atendimento: de segunda a sexta, das 9h às 18h, e aos sábados, das 10h às 16h (horário do Pacífico).',
  'support.tickets.none': 'Você ainda não tem solicitações de suporte.',
  'support.tickets.request': 'Solicitação',
  'support.tickets.status': 'Status',
  'support.tickets.updated': 'Última atualização',
  'support.tickets.replyBy': 'Resposta prevista',
  'support.tickets.open': 'Ver a solicitação #{number}: {subject}',

  'support.status.new': 'Recebida',
  'support.status.open': 'Em andamento',
  'support.status.pending': 'Aguardando sua resposta',
  'support.status.resolved': 'Resolvida',
  'support.status.closed': 'Encerrada',
  'support.status.spam': 'Encerrada',

  'support.new.title': 'Fale com a equipe de suporte',
  'support.new.submit': 'Enviar solicitação',

  'support.ticket.heading': 'Solicitação #{number}',
  'support.ticket.back': 'Todas as solicitações',
  'support.ticket.replyBy': 'Você receberá nossa resposta até {time} (horário do Pacífico).',
  'support.ticket.waitingForYou': 'Já respondemos e estamos aguardando sua resposta.',
  'support.ticket.you': 'Você',
  'support.ticket.team': 'Equipe de suporte',
  'support.ticket.byEmail': 'por e-mail',
  'support.ticket.reply': 'Sua resposta',
  'support.ticket.send': 'Enviar resposta',
  'support.ticket.sent': 'Resposta enviada. Vamos dar um retorno para você.',
  'support.ticket.closedNote': 'Esta solicitação está encerrada. Se precisar de mais ajuda, envie uma nova solicitação.',
  'support.ticket.rateQuestion': 'Resolvemos o seu problema?',
  'support.ticket.rateGood': 'Sim, obrigado',
  'support.ticket.rateBad': 'Não muito',
  'support.ticket.rated': 'Obrigado por nos contar.',

  'workspace.supportContact': 'Seu contato de suporte dedicado: {name}. As solicitações deste espaço de trabalho vão primeiro para essa pessoa.',

  'answers.support.ticketNotFound': 'Esta solicitação não existe ou não é sua.',
  'answers.support.replyRequired': 'Escreva sua resposta.',
  'answers.support.replyTooLong': 'A resposta deve ter no máximo 10.000 caracteres.',
  'answers.support.closed': 'Esta solicitação está encerrada: envie uma nova solicitação.',
  'answers.support.notRateable': 'A solicitação só pode ser avaliada depois de resolvida.',
}
