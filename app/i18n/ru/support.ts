import type { enSupport } from '../en/support'

/** Russian text of the support desk as customers see it: tickets, replies, reply times. */
export const ruSupport: Record<keyof typeof enSupport, string> = {
  'title.supportRequests': 'Обращения в поддержку',
  'title.supportRequest': 'Обращение в поддержку',

  'profile.tabSupport': 'Поддержка',

  'support.receipt.number': 'Номер вашего обращения — #{number}.',
  'support.receipt.replyBy': 'Срок нашего ответа: {time} (по тихоокеанскому времени).',
  'support.receipt.priority': 'В ваш тариф входит приоритетная поддержка: ваше обращение рассматривается в первую очередь.',
  'support.receipt.email': 'Мы отправили подробности на ваш адрес электронной почты. Чтобы дополнить обращение, ответьте на это письмо.',
  'support.receipt.open': 'Открыть обращение',

  'support.tickets.title': 'Ваши обращения в поддержку',
  'support.tickets.intro':
    'Все ваши вопросы к нам — со статусом и сроком нашего ответа. Часы работы поддержки: с понедельника по пятницу с 9:00 до 18:00, в субботу с 10:00 до 16:00 по тихоокеанскому времени.',
  'support.tickets.none': 'У вас пока нет обращений в поддержку.',
  'support.tickets.request': 'Обращение',
  'support.tickets.status': 'Статус',
  'support.tickets.updated': 'Последнее обновление',
  'support.tickets.replyBy': 'Срок ответа',
  'support.tickets.open': 'Открыть обращение #{number}: {subject}',

  'support.status.new': 'Получено',
  'support.status.open': 'В работе',
  'support.status.pending': 'Ждём вашего ответа',
  'support.status.resolved': 'Решено',
  'support.status.closed': 'Закрыто',
  'support.status.spam': 'Закрыто',

  'support.new.title': 'Задайте вопрос службе поддержки',
  'support.new.submit': 'Отправить обращение',

  'support.ticket.heading': 'Обращение #{number}',
  'support.ticket.back': 'Все обращения',
  'support.ticket.replyBy': 'Срок нашего ответа: {time} (по тихоокеанскому времени).',
  'support.ticket.waitingForYou': 'Мы ответили и ждём вашего ответа.',
  'support.ticket.you': 'Вы',
  'support.ticket.team': 'Служба поддержки',
  'support.ticket.byEmail': 'по электронной почте',
  'support.ticket.reply': 'Ваш ответ',
  'support.ticket.send': 'Отправить ответ',
  'support.ticket.sent': 'Ответ отправлен. Мы с вами свяжемся.',
  'support.ticket.closedNote': 'Это обращение закрыто. Если вам нужна дополнительная помощь, отправьте новое обращение.',
  'support.ticket.rateQuestion': 'Мы решили вашу проблему?',
  'support.ticket.rateGood': 'Да, спасибо',
  'support.ticket.rateBad': 'Не совсем',
  'support.ticket.rated': 'Спасибо за отзыв.',

  'workspace.supportContact': 'Ваш персональный специалист поддержки: {name}. Обращения из этого рабочего пространства сначала поступают этому специалисту.',

  'answers.support.ticketNotFound': 'Такого обращения нет, или оно не ваше.',
  'answers.support.replyRequired': 'Напишите ответ.',
  'answers.support.replyTooLong': 'Ответ должен быть не длиннее 10 000 символов.',
  'answers.support.closed': 'Это обращение закрыто: отправьте новое обращение.',
  'answers.support.notRateable': 'Оценить обращение можно только после того, как оно будет решено.',
}
